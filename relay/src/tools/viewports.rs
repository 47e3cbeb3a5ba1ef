//! Where the last screenshot a key took of a device came from, so that input coordinates
//! given in that image's pixels map to the device.
//!
//! One process keeps them in its hub. Scaled out, the next call of the same key may land on
//! another replica, so replicas keep them in the database they share.

use sqlx::Row;

use crate::state::AppState;
use relay_core::hub::Viewport;
use relay_core::store::DbError;

/// Remember the geometry of the screenshot `key_id` just took of `device_id`.
pub(crate) async fn remember(
    state: &AppState,
    key_id: &str,
    device_id: &str,
    view: Viewport,
) -> Result<(), DbError> {
    if state.cluster().is_none() {
        state.hub().set_viewport(key_id, device_id, view);
        return Ok(());
    }
    sqlx::query(
        "INSERT INTO key_viewports (key_id, device_id, x, y, width, height, image_width, image_height) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
         ON CONFLICT (key_id, device_id) DO UPDATE SET x = excluded.x, y = excluded.y, \
         width = excluded.width, height = excluded.height, \
         image_width = excluded.image_width, image_height = excluded.image_height",
    )
    .bind(key_id)
    .bind(device_id)
    .bind(i64::from(view.source.x))
    .bind(i64::from(view.source.y))
    .bind(i64::from(view.source.width))
    .bind(i64::from(view.source.height))
    .bind(i64::from(view.image_width))
    .bind(i64::from(view.image_height))
    .execute(state.db().pool())
    .await?;
    Ok(())
}

/// The geometry of the last screenshot `key_id` took of `device_id`, if any.
pub(crate) async fn recall(
    state: &AppState,
    key_id: &str,
    device_id: &str,
) -> Result<Option<Viewport>, DbError> {
    if state.cluster().is_none() {
        return Ok(state.hub().viewport(key_id, device_id));
    }
    let row = sqlx::query(
        "SELECT x, y, width, height, image_width, image_height FROM key_viewports \
         WHERE key_id = $1 AND device_id = $2",
    )
    .bind(key_id)
    .bind(device_id)
    .fetch_optional(state.db().pool())
    .await?;
    Ok(row.as_ref().and_then(read))
}

/// A stored viewport; written from u32 and i32, so a value out of range reads as none.
fn read(row: &sqlx::any::AnyRow) -> Option<Viewport> {
    let get = |name: &str| row.try_get::<i64, _>(name).ok();
    Some(Viewport {
        source: proto::Rect {
            x: i32::try_from(get("x")?).ok()?,
            y: i32::try_from(get("y")?).ok()?,
            width: u32::try_from(get("width")?).ok()?,
            height: u32::try_from(get("height")?).ok()?,
        },
        image_width: u32::try_from(get("image_width")?).ok()?,
        image_height: u32::try_from(get("image_height")?).ok()?,
    })
}
