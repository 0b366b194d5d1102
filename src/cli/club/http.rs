//! What the server's routes share: the app's state, the token check,
//! an upload's body read, and blocking work off the async threads (the
//! error they answer is [`super::error`]'s).

use std::sync::Arc;
use std::time::Duration;

use axum::extract::rejection::JsonRejection;
use axum::http::{header, HeaderMap, StatusCode};
use axum::Json;

use super::body::{Body, Buffers};
pub use super::error::{ApiError, ApiResult};
use super::pg::{self, Member, Pool, Role};
use super::replica::Replicas;
use super::uploads::UploadQueues;

/// What every request shares.
pub struct App {
    pub pool: Pool,
    pub replicas: Replicas,
    /// The largest upload accepted, in bytes (413 past it).
    pub max_upload: usize,
    /// How long a worker holds a match without renewing its lease.
    pub lease: Duration,
    /// The clubs' queued uploads.
    pub uploads: UploadQueues,
    /// The buffers uploads are read into.
    pub buffers: Arc<Buffers>,
}

/// Reads an upload's body (`what`: the file or the batch, for the
/// message) into a kept buffer: 413 past the server's size limit, said
/// before a byte is read when the request gives its length.
pub async fn read_body(
    app: &App,
    what: &str,
    headers: &HeaderMap,
    body: axum::body::Body,
) -> ApiResult<Body> {
    use http_body_util::BodyExt;
    let too_large = || {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!(
                "{what}: the file is larger than this server accepts ({} bytes)",
                app.max_upload
            ),
        )
    };
    let length = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if length.is_some_and(|n| n > app.max_upload) {
        return Err(too_large());
    }
    let mut out = app.buffers.take();
    out.reserve(length.unwrap_or(0));
    let mut body = body;
    while let Some(frame) = body.frame().await {
        let frame =
            frame.map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, format!("{what}: {e}")))?;
        if let Ok(data) = frame.into_data() {
            if out.len() + data.len() > app.max_upload {
                return Err(too_large());
            }
            out.extend(&data);
        }
    }
    Ok(out)
}

/// Runs blocking work (PostgreSQL, the library) off the async threads.
pub async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> ApiResult<T> + Send + 'static,
) -> ApiResult<T> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, format!("{e}")))?
}

/// The member behind the request's token, allowed by `may`, and the
/// connection that checked it, for the request's own work (one checkout
/// of the pool a request).
pub fn member(
    app: &App,
    headers: &HeaderMap,
    may: impl Fn(Role) -> bool,
) -> ApiResult<(Member, pg::Conn)> {
    let unauthorised = |m: &str| ApiError::new(StatusCode::UNAUTHORIZED, m);
    let secret = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .ok_or_else(|| unauthorised("no token: send Authorization: Bearer TOKEN"))?;
    let mut c = app.pool.get().map_err(anyhow::Error::from)?;
    let m = pg::authenticate(&mut *c, secret)?
        .ok_or_else(|| unauthorised("unknown or revoked token"))?;
    if !may(m.role) {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            format!("a {} token may not do this", m.role.as_str()),
        ));
    }
    Ok((m, c))
}

/// A JSON body, its rejection answered as 400 with what is wrong.
pub fn json_body<T>(body: std::result::Result<Json<T>, JsonRejection>) -> ApiResult<T> {
    body.map(|Json(v)| v).map_err(|e| {
        let status = if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            e.status()
        } else {
            StatusCode::BAD_REQUEST
        };
        ApiError::new(status, format!("malformed JSON: {}", e.body_text()))
    })
}
