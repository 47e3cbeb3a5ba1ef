//! The two discovery documents: the MCP resource's (RFC 9728) and the authorization
//! server's (RFC 8414), each a typed struct serialised once.

use axum::Json;
use axum::extract::State;
use serde::Serialize;

use super::token::tool_scopes;
use crate::state::AppState;

/// RFC 9728 §2: what protects `/oauth/mcp` and how to ask for it.
#[derive(Serialize)]
pub(crate) struct ProtectedResource {
    resource: String,
    authorization_servers: [String; 1],
    scopes_supported: Vec<&'static str>,
    bearer_methods_supported: [&'static str; 1],
    resource_name: &'static str,
}

/// `GET /.well-known/oauth-protected-resource/oauth/mcp`.
pub(crate) async fn protected_resource(State(state): State<AppState>) -> Json<ProtectedResource> {
    let urls = &state.oauth().urls;
    Json(ProtectedResource {
        resource: urls.resource.clone(),
        authorization_servers: [urls.issuer.clone()],
        scopes_supported: tool_scopes().collect(),
        bearer_methods_supported: ["header"],
        resource_name: "relay MCP endpoint",
    })
}

/// RFC 8414 §2: the authorization server.
#[derive(Serialize)]
pub(crate) struct AuthorizationServer {
    issuer: String,
    authorization_endpoint: String,
    token_endpoint: String,
    registration_endpoint: String,
    revocation_endpoint: String,
    scopes_supported: Vec<&'static str>,
    response_types_supported: [&'static str; 1],
    response_modes_supported: [&'static str; 1],
    grant_types_supported: [&'static str; 2],
    token_endpoint_auth_methods_supported: [&'static str; 3],
    revocation_endpoint_auth_methods_supported: [&'static str; 3],
    code_challenge_methods_supported: [&'static str; 1],
    client_id_metadata_document_supported: bool,
    authorization_response_iss_parameter_supported: bool,
}

/// `GET /.well-known/oauth-authorization-server/oauth`.
pub(crate) async fn authorization_server(
    State(state): State<AppState>,
) -> Json<AuthorizationServer> {
    let urls = &state.oauth().urls;
    let methods = ["none", "client_secret_post", "client_secret_basic"];
    Json(AuthorizationServer {
        issuer: urls.issuer.clone(),
        authorization_endpoint: urls.authorize.clone(),
        token_endpoint: urls.token.clone(),
        registration_endpoint: urls.register.clone(),
        revocation_endpoint: urls.revoke.clone(),
        scopes_supported: tool_scopes().collect(),
        response_types_supported: ["code"],
        response_modes_supported: ["query"],
        grant_types_supported: ["authorization_code", "refresh_token"],
        token_endpoint_auth_methods_supported: methods,
        revocation_endpoint_auth_methods_supported: methods,
        code_challenge_methods_supported: ["S256"],
        client_id_metadata_document_supported: true,
        authorization_response_iss_parameter_supported: true,
    })
}
