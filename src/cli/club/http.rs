//! What the server's routes share: the app's state, the error answered
//! as JSON with its status, the token check, and blocking work off the
//! async threads.

use std::time::Duration;

use axum::extract::rejection::JsonRejection;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

use blunderdb::i18n::Text;

use super::pg::{self, Member, Pool, Role};
use super::replica::Replicas;

/// What every request shares.
pub struct App {
    pub pool: Pool,
    pub replicas: Replicas,
    /// The largest upload accepted, in bytes (413 past it).
    pub max_upload: usize,
    /// How long a worker holds a match without renewing its lease.
    pub lease: Duration,
}

/// An error answered as `{"error": …}` with its status.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub message: String,
}

impl ApiError {
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
        }
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(e: anyhow::Error) -> ApiError {
        // Usage errors (a bad filter, an unknown player) are the caller's.
        let usage = crate::is_usage_error(&e);
        let message = crate::message(&e, Text::get("en"));
        if usage {
            ApiError::new(StatusCode::BAD_REQUEST, message)
        } else {
            eprintln!("blunderdb serve: {message}");
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, message)
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let usage = self.status == StatusCode::BAD_REQUEST;
        (
            self.status,
            Json(json!({"error": self.message, "usage": usage})),
        )
            .into_response()
    }
}

pub type ApiResult<T> = std::result::Result<T, ApiError>;

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
