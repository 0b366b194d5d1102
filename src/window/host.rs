//! What the window's commands run in: the desktop app (Tauri) or a
//! browser's page (`blunderdb web`, `blunderdb serve --web`). Both hold one
//! [`Library`] and send the window events (an import's progress, the
//! watched folder's status); a [`Host`] gives the commands both, so the
//! jobs and the club's progress are written once for the two.

use serde::Serialize;
use serde_json::Value;

use crate::window::state::Library;

/// The library a window shows and where its events go.
pub trait Host: Send + Sync + 'static {
    /// The open library.
    fn library(&self) -> &Library;
    /// Sends `event` with its `payload` to the window (the app's webview,
    /// or the queue a browser's page reads).
    fn emit(&self, event: &str, payload: Value);
}

/// `value` as JSON for an event. Every payload is plain data with
/// derived `Serialize`, which cannot fail; `null` is sent if one ever did.
pub fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}
