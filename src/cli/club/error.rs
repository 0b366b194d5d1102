//! The error a route answers: `{"error": …, "usage": bool}` with its
//! status. Apart from `http.rs` (which re-exports it) so that the state the
//! routes share can hold answers without importing the routes' helpers.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

use blunderdb::i18n::Text;

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
