//! Malformed requests to `/mcp` get JSON-RPC errors, not bare HTTP errors.
//!
//! The SDK answers a body it cannot parse with a plain-text 4xx, which a JSON-RPC client
//! cannot read. This layer checks POST bodies first (size, JSON, message shape) and turns any
//! other plain-text error from the endpoint into a JSON-RPC error object with the same status.

use axum::body::{Body, to_bytes};
use axum::extract::Request;
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

/// Largest MCP request body accepted.
pub(crate) const MAX_BODY_BYTES: usize = 4 * 1024 * 1024;

/// JSON-RPC: the body is not JSON.
const PARSE_ERROR: i64 = -32700;
/// JSON-RPC: JSON, but not a valid request.
const INVALID_REQUEST: i64 = -32600;
/// JSON-RPC: a known method with parameters of the wrong shape.
const INVALID_PARAMS: i64 = -32602;

fn error(status: StatusCode, id: Value, code: i64, message: String) -> Response {
    let body = json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}});
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}

/// Why a JSON value is not one JSON-RPC 2.0 message.
fn shape_problem(v: &Value) -> Option<&'static str> {
    let Some(obj) = v.as_object() else {
        return Some(if v.is_array() {
            "batches are not supported; send one JSON-RPC message per request"
        } else {
            "a JSON-RPC message must be a JSON object"
        });
    };
    if obj.get("jsonrpc") != Some(&json!("2.0")) {
        return Some("\"jsonrpc\" must be \"2.0\"");
    }
    match obj.get("method") {
        Some(Value::String(_)) => None,
        Some(_) => Some("\"method\" must be a string"),
        None if obj.contains_key("result") || obj.contains_key("error") => None,
        None => Some("a request needs a \"method\""),
    }
}

/// Why the parameters of a `tools/call` cannot name a tool and its arguments (the SDK would
/// answer "method not found", which misleads).
fn params_problem(v: &Value) -> Option<&'static str> {
    if v.get("method") != Some(&json!("tools/call")) {
        return None;
    }
    let Some(params) = v.get("params").and_then(Value::as_object) else {
        return Some("tools/call needs params: {\"name\": TOOL, \"arguments\": {…}}");
    };
    if !params.get("name").is_some_and(Value::is_string) {
        return Some("params.name must be the tool's name, a string");
    }
    match params.get("arguments") {
        None | Some(Value::Object(_)) | Some(Value::Null) => None,
        Some(_) => Some("params.arguments must be an object of the tool's arguments"),
    }
}

/// Check a POST body's size and shape before the endpoint sees it, and turn any plain-text
/// error the endpoint answers with into a JSON-RPC error with the same status.
pub(crate) async fn guard(request: Request, next: Next) -> Response {
    let mut id = Value::Null;
    let request = if request.method() == Method::POST {
        let (parts, body) = request.into_parts();
        let bytes = match to_bytes(body, MAX_BODY_BYTES).await {
            Ok(b) => b,
            Err(_) => {
                return error(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    Value::Null,
                    INVALID_REQUEST,
                    format!("request body larger than {MAX_BODY_BYTES} bytes"),
                );
            }
        };
        let value: Value = match serde_json::from_slice(&bytes) {
            Ok(v) => v,
            Err(e) => {
                return error(
                    StatusCode::BAD_REQUEST,
                    Value::Null,
                    PARSE_ERROR,
                    format!("parse error: {e}"),
                );
            }
        };
        id = value.get("id").cloned().unwrap_or(Value::Null);
        if let Some(problem) = shape_problem(&value) {
            return error(
                StatusCode::BAD_REQUEST,
                id,
                INVALID_REQUEST,
                format!("invalid request: {problem}"),
            );
        }
        if let Some(problem) = params_problem(&value) {
            // A well-formed JSON-RPC exchange: the error is in the body, as the SDK does.
            return error(
                StatusCode::OK,
                id,
                INVALID_PARAMS,
                format!("invalid params: {problem}"),
            );
        }
        Request::from_parts(parts, Body::from(bytes))
    } else {
        request
    };
    let response = next.run(request).await;
    let status = response.status();
    let is_plain = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_none_or(|ct| ct.to_str().is_ok_and(|s| s.starts_with("text/plain")));
    if (status.is_client_error() || status.is_server_error()) && is_plain {
        let (parts, body) = response.into_parts();
        let text = to_bytes(body, 64 * 1024)
            .await
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .unwrap_or_default();
        let message = if text.is_empty() {
            status.canonical_reason().unwrap_or("error").to_string()
        } else {
            text
        };
        let mut rewritten = error(status, id, INVALID_REQUEST, message);
        for (name, value) in parts.headers.iter() {
            if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
                rewritten.headers_mut().insert(name.clone(), value.clone());
            }
        }
        rewritten.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        return rewritten;
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognizes_message_shapes() {
        assert_eq!(
            shape_problem(&json!({"jsonrpc": "2.0", "id": 1, "method": "ping"})),
            None
        );
        assert_eq!(
            shape_problem(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"})),
            None
        );
        assert_eq!(
            shape_problem(&json!({"jsonrpc": "2.0", "id": 1, "result": {}})),
            None
        );
        assert!(shape_problem(&json!([])).is_some());
        assert!(shape_problem(&json!({"id": 1, "method": "ping"})).is_some());
        assert!(shape_problem(&json!({"jsonrpc": "2.0", "id": 1, "method": 5})).is_some());
        assert!(shape_problem(&json!("x")).is_some());
    }

    #[test]
    fn checks_tools_call_params() {
        let call = |params: Value| json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params});
        assert_eq!(
            params_problem(&call(json!({"name": "screenshot", "arguments": {}}))),
            None
        );
        assert_eq!(params_problem(&call(json!({"name": "list_devices"}))), None);
        assert!(
            params_problem(&call(json!({"name": 5})))
                .unwrap()
                .contains("params.name")
        );
        assert!(
            params_problem(&call(json!({"name": "x", "arguments": "y"})))
                .unwrap()
                .contains("arguments")
        );
        assert!(
            params_problem(&json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call"})).is_some()
        );
        assert_eq!(
            params_problem(&json!({"jsonrpc": "2.0", "id": 1, "method": "ping"})),
            None
        );
    }
}
