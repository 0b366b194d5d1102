//! The window in a browser: the app's own page (`ui/`, compiled into the
//! program) and its commands over HTTP, for `blunderdb web` (the user's
//! library, on their computer) and `blunderdb serve --web` (a club's).
//!
//! The page reaches the same command table as the app
//! ([`blunderdb::window::table`]) through `POST /api/v1/ui/<command>`, with
//! the same names and JSON; its events (an import's progress) are read
//! from `GET /api/v1/events`. Nothing here computes a figure.
//!
//! Who may read is a [`Door`]'s to say: the one-time token printed by
//! `blunderdb web` ([`local`]), or a member's token on a club server. A
//! token signs in once; the session then rides an HttpOnly, SameSite=Strict
//! cookie (`Secure` behind HTTPS), and every request that runs a command
//! or changes anything also carries the session's CSRF token in a header,
//! which another site's page cannot read. Each session has a window of its
//! own on the library (its redraws, caches, language).
//!
//! - `session.rs`: sessions, their secrets, failed sign-ins per address;
//! - `assets.rs`: the page's files;
//! - `local.rs`: `blunderdb web`;
//! - `club.rs`: `blunderdb serve --web`, a club's members.

mod assets;
pub mod club;
pub mod local;
mod session;

use std::collections::VecDeque;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use axum::extract::{ConnectInfo, DefaultBodyLimit, Multipart, Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{json, Value};

use blunderdb::window::table::{self, Failure, Reach};
use blunderdb::window::{Host, Library};

pub use session::Visitor;
use session::{Sessions, COOKIE};

/// The Content-Security-Policy of every answer: the page's own scripts
/// only (no inline script, no eval), its own styles (the boards' SVG carry
/// style attributes), pictures of its own or drawn as data, requests to
/// its own server, never in another site's frame.
pub const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The events a page has not read yet are kept this many at most.
const EVENTS_KEPT: usize = 2000;

/// One session's window on a library: the [`Host`] the commands run in,
/// the events they sent, and the uploaded files waiting to be imported.
pub struct WebHost {
    library: Library,
    events: Mutex<EventLog>,
    uploads: Mutex<Vec<tempfile::TempDir>>,
    /// A club member's own rows as last loaded or stored (`club.rs`).
    pub(crate) own: Mutex<club::OwnLoaded>,
}

#[derive(Default)]
struct EventLog {
    next: u64,
    kept: VecDeque<(u64, String, Value)>,
}

impl WebHost {
    pub fn new(library: Library) -> WebHost {
        WebHost {
            library,
            events: Mutex::default(),
            uploads: Mutex::default(),
            own: Mutex::default(),
        }
    }

    /// The events after number `after`, and the number of the last.
    fn events_after(&self, after: u64) -> Value {
        let log = self.events.lock().unwrap_or_else(|e| e.into_inner());
        let events: Vec<Value> = log
            .kept
            .iter()
            .filter(|(seq, _, _)| *seq > after || log.next < after)
            .map(|(seq, event, payload)| json!({"seq": seq, "event": event, "payload": payload}))
            .collect();
        json!({"next": log.next, "events": events})
    }
}

impl Host for WebHost {
    fn library(&self) -> &Library {
        &self.library
    }

    fn emit(&self, event: &str, payload: Value) {
        {
            let mut log = self.events.lock().unwrap_or_else(|e| e.into_inner());
            log.next += 1;
            let seq = log.next;
            log.kept.push_back((seq, event.to_string(), payload));
            while log.kept.len() > EVENTS_KEPT {
                log.kept.pop_front();
            }
        }
        // The import read its files: their scratch folders go.
        if matches!(event, "import-done" | "import-failed") {
            self.uploads
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .clear();
        }
    }
}

/// Who may come in, and what they may do: the one-time token of
/// `blunderdb web`, or a club's members.
pub trait Door: Send + Sync + 'static {
    /// Whom `token` signs in as, and the library file their page reads;
    /// `None` for a wrong token. May block (a club asks PostgreSQL).
    fn sign_in(&self, token: &str) -> Result<Option<(Visitor, PathBuf)>, String>;
    /// Whether `visitor` may run commands of `reach`.
    fn allows(&self, visitor: &Visitor, reach: Reach) -> bool;
    /// Readies a session's window once its library is open (a member's
    /// own marks kept apart and put back); nothing by default.
    fn opened(&self, _visitor: &Visitor, _host: &WebHost) -> Result<(), String> {
        Ok(())
    }
    /// Brings `visitor`'s library up to date before a command reads it
    /// (a club's copy follows its log, a member's own rows what their
    /// other pages changed); nothing by default.
    fn refresh(&self, _visitor: &Visitor, _host: &WebHost) -> Result<(), String> {
        Ok(())
    }
    /// Runs `run`, a command of [`Reach::Own`] (a club keeps what it
    /// changed under the member's token); just runs it by default.
    fn own(
        &self,
        _visitor: &Visitor,
        _host: &WebHost,
        run: &mut dyn FnMut() -> Result<Value, Failure>,
    ) -> Result<Value, Failure> {
        run()
    }
}

/// What the routes share.
pub struct Web {
    door: Box<dyn Door>,
    sessions: Sessions,
    /// The largest file an import through the page accepts, in bytes.
    max_upload: usize,
}

impl Web {
    pub fn new(door: impl Door, max_upload: usize) -> Web {
        Web {
            door: Box::new(door),
            sessions: Sessions::default(),
            max_upload,
        }
    }
}

/// An answer of the API: `{"error": …}` with its status.
struct Refusal(StatusCode, Value);

impl Refusal {
    fn new(status: StatusCode, message: impl Into<String>) -> Refusal {
        Refusal(status, Value::String(message.into()))
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        (self.0, Json(json!({"error": self.1}))).into_response()
    }
}

impl From<Failure> for Refusal {
    fn from(f: Failure) -> Refusal {
        let status = match &f {
            Failure::Unknown(_) => StatusCode::NOT_FOUND,
            Failure::NotHere(..) => StatusCode::FORBIDDEN,
            Failure::BadArgument(_) | Failure::Failed(_) => StatusCode::BAD_REQUEST,
        };
        Refusal(status, f.into_value())
    }
}

type Answer = Result<Response, Refusal>;

/// The session cookie's value in `headers`, if any.
fn cookie_of(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(cookie::Cookie::split_parse)
        .filter_map(Result::ok)
        .find(|c| c.name() == COOKIE)
        .map(|c| c.value().to_string())
}

/// The request's session: 401 without one.
fn session_of(
    web: &Web,
    headers: &HeaderMap,
) -> Result<(String, Visitor, String, Arc<WebHost>), Refusal> {
    let unsigned = || {
        Refusal::new(
            StatusCode::UNAUTHORIZED,
            "not signed in: sign in with your token",
        )
    };
    let cookie = cookie_of(headers).ok_or_else(unsigned)?;
    web.sessions
        .with(&cookie, |s| {
            (s.visitor.clone(), s.csrf.clone(), s.library.clone())
        })
        .map(|(v, c, l)| (cookie, v, c, l))
        .ok_or_else(unsigned)
}

/// The request's session, for a request that runs a command or changes
/// anything: its CSRF header must be the session's (403 otherwise).
fn checked_session(
    web: &Web,
    headers: &HeaderMap,
) -> Result<(String, Visitor, Arc<WebHost>), Refusal> {
    let (cookie, visitor, csrf, host) = session_of(web, headers)?;
    let sent = headers
        .get("x-csrf-token")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if !constant_eq(sent.as_bytes(), csrf.as_bytes()) {
        return Err(Refusal::new(
            StatusCode::FORBIDDEN,
            "this request lacks the page's CSRF token",
        ));
    }
    Ok((cookie, visitor, host))
}

fn constant_eq(a: &[u8], b: &[u8]) -> bool {
    blake3::hash(a) == blake3::hash(b)
}

/// Whether the page came over HTTPS (a proxy in front says so).
fn over_https(headers: &HeaderMap) -> bool {
    headers
        .get("x-forwarded-proto")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("https"))
}

fn set_cookie(value: &str, secure: bool, remove: bool) -> HeaderValue {
    let mut c = cookie::Cookie::build((COOKIE, value.to_string()))
        .path("/")
        .http_only(true)
        .same_site(cookie::SameSite::Strict)
        .secure(secure)
        .build();
    if remove {
        c.make_removal();
    }
    HeaderValue::from_str(&c.to_string()).unwrap_or_else(|_| HeaderValue::from_static(""))
}

/// Signs `token` in from `addr`: the cookie's value and the CSRF token.
async fn sign_in(
    web: &Arc<Web>,
    addr: IpAddr,
    token: String,
) -> Result<(String, String, Visitor), Refusal> {
    if !web.sessions.may_try(addr) {
        return Err(Refusal::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too many wrong tokens from this address: wait a minute",
        ));
    }
    let w = web.clone();
    let found = tokio::task::spawn_blocking(move || -> Result<_, String> {
        let Some((visitor, path)) = w.door.sign_in(token.trim())? else {
            return Ok(None);
        };
        let host = WebHost::new(Library::open(&path)?);
        w.door.opened(&visitor, &host)?;
        Ok(Some((visitor, host)))
    })
    .await
    .map_err(|e| Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?
    .map_err(|e| Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, e))?;
    let Some((visitor, host)) = found else {
        web.sessions.failed(addr);
        return Err(Refusal::new(StatusCode::UNAUTHORIZED, "wrong token"));
    };
    let (cookie, csrf) = web
        .sessions
        .start(visitor.clone(), Arc::new(host))
        .map_err(|e| Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, e))?;
    Ok((cookie, csrf, visitor))
}

#[derive(Deserialize)]
struct PageQuery {
    token: Option<String>,
}

/// The page. With `?token=` (the address `blunderdb web` prints), signs
/// in and sends the browser to the page without it, so the token does not
/// stay in the address bar or the history.
async fn page(
    State(web): State<Arc<Web>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Query(q): Query<PageQuery>,
) -> Answer {
    if let Some(token) = q.token {
        let (cookie, _, _) = sign_in(&web, addr.ip(), token).await?;
        let mut r = Redirect::to("/").into_response();
        r.headers_mut().insert(
            header::SET_COOKIE,
            set_cookie(&cookie, over_https(&headers), false),
        );
        return Ok(r);
    }
    Ok(assets::file("index.html").unwrap_or_else(|| StatusCode::NOT_FOUND.into_response()))
}

/// One of the page's files.
async fn asset(Path(path): Path<String>) -> Response {
    assets::file(&path).unwrap_or_else(|| {
        Refusal::new(StatusCode::NOT_FOUND, format!("{path}: no such file")).into_response()
    })
}

/// What the page knows of its session: its CSRF token, whose library, and
/// what it may do (the page hides what it may not).
async fn session(State(web): State<Arc<Web>>, headers: HeaderMap) -> Answer {
    let (_, visitor, csrf, _) = session_of(&web, &headers)?;
    let may = |r| web.door.allows(&visitor, r);
    Ok(Json(json!({
        "csrf": csrf,
        "name": visitor.name,
        "club": visitor.club_name,
        "may": {"write": may(Reach::Write), "own": may(Reach::Own), "local": may(Reach::Local)},
    }))
    .into_response())
}

#[derive(Deserialize)]
struct SignIn {
    token: String,
}

async fn signin(
    State(web): State<Arc<Web>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Json<SignIn>, axum::extract::rejection::JsonRejection>,
) -> Answer {
    let Json(SignIn { token }) = body.map_err(|e| {
        Refusal::new(
            StatusCode::BAD_REQUEST,
            format!("sign in: a JSON object {{\"token\": …}} is wanted: {e}"),
        )
    })?;
    let (cookie, csrf, visitor) = sign_in(&web, addr.ip(), token).await?;
    let mut r = Json(json!({"csrf": csrf, "name": visitor.name, "club": visitor.club_name}))
        .into_response();
    r.headers_mut().insert(
        header::SET_COOKIE,
        set_cookie(&cookie, over_https(&headers), false),
    );
    Ok(r)
}

async fn signout(State(web): State<Arc<Web>>, headers: HeaderMap) -> Answer {
    let (cookie, _, _) = checked_session(&web, &headers)?;
    web.sessions.end(&cookie);
    let mut r = Json(json!({"signedOut": true})).into_response();
    r.headers_mut().insert(
        header::SET_COOKIE,
        set_cookie("", over_https(&headers), true),
    );
    Ok(r)
}

/// Runs a command of the table for the session.
async fn command(
    State(web): State<Arc<Web>>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Answer {
    let (_, visitor, host) = checked_session(&web, &headers)?;
    let args: Value = if body.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&body).map_err(|e| {
            Refusal::new(
                StatusCode::BAD_REQUEST,
                format!("{name}: the body is not JSON: {e}"),
            )
        })?
    };
    let w = web.clone();
    let answer = tokio::task::spawn_blocking(move || {
        let find = table::find(&name).ok_or_else(|| Failure::Unknown(name.clone()))?;
        if !w.door.allows(&visitor, find.reach) {
            return Err(Failure::NotHere(name, find.reach));
        }
        w.door
            .refresh(&visitor, &host)
            .map_err(|e| Failure::Failed(Value::String(e)))?;
        let own = find.reach == Reach::Own;
        let web_host = host.clone();
        let host: Arc<dyn Host> = host;
        let mut run = || table::call(&host, |r| w.door.allows(&visitor, r), &name, &args);
        if own {
            w.door.own(&visitor, &web_host, &mut run)
        } else {
            run()
        }
    })
    .await
    .map_err(|e| Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))??;
    Ok(Json(answer).into_response())
}

#[derive(Deserialize)]
struct After {
    after: Option<u64>,
}

async fn events(State(web): State<Arc<Web>>, headers: HeaderMap, Query(q): Query<After>) -> Answer {
    let (_, _, _, host) = session_of(&web, &headers)?;
    Ok(Json(host.events_after(q.after.unwrap_or(0))).into_response())
}

/// A file's name as uploaded, made safe to write in a scratch folder: its
/// last part only, without characters a file system refuses.
fn upload_name(name: &str, n: usize) -> String {
    let last = name.rsplit(['/', '\\']).next().unwrap_or("");
    let clean: String = last
        .chars()
        .map(|c| {
            if c.is_control() || "<>:\"|?*".contains(c) {
                '_'
            } else {
                c
            }
        })
        .collect();
    let clean = clean.trim_matches(|c| c == '.' || c == ' ').to_string();
    if clean.is_empty() {
        format!("upload-{n}")
    } else {
        clean
    }
}

/// Imports the files the page sent (its file picker, or files dropped on
/// it), as the app's Import does: in the background, its progress and its
/// end as events.
async fn import(State(web): State<Arc<Web>>, headers: HeaderMap, mut form: Multipart) -> Answer {
    let (_, visitor, host) = checked_session(&web, &headers)?;
    if !web.door.allows(&visitor, Reach::Write) {
        return Err(Refusal::new(
            StatusCode::FORBIDDEN,
            "import: this page reads the library only",
        ));
    }
    let dir = tempfile::Builder::new()
        .prefix("blunderdb-upload-")
        .tempdir()
        .map_err(|e| {
            Refusal::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                format!("import: no scratch folder: {e}"),
            )
        })?;
    let mut paths = Vec::new();
    let mut taken = std::collections::HashSet::new();
    while let Some(mut field) = form
        .next_field()
        .await
        .map_err(|e| Refusal::new(e.status(), format!("import: {}", e.body_text())))?
    {
        let n = paths.len();
        let mut name = upload_name(field.file_name().unwrap_or(""), n);
        if !taken.insert(name.clone()) {
            name = format!("{n}-{name}");
            taken.insert(name.clone());
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = field
            .chunk()
            .await
            .map_err(|e| Refusal::new(e.status(), format!("import: {name}: {}", e.body_text())))?
        {
            if bytes.len() + chunk.len() > web.max_upload {
                return Err(Refusal::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    format!(
                        "import: {name}: larger than {} bytes, the most accepted",
                        web.max_upload
                    ),
                ));
            }
            bytes.extend_from_slice(&chunk);
        }
        let path = dir.path().join(&name);
        std::fs::write(&path, &bytes).map_err(|e| {
            Refusal::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                format!("import: {name}: {e}"),
            )
        })?;
        paths.push(path);
    }
    if paths.is_empty() {
        return Err(Refusal::new(
            StatusCode::BAD_REQUEST,
            "import: no file was sent",
        ));
    }
    let files = paths.len();
    host.uploads
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(dir);
    let h: Arc<dyn Host> = host.clone();
    if let Err(e) = blunderdb::window::spawn_import(h, paths) {
        host.uploads.lock().unwrap_or_else(|e| e.into_inner()).pop();
        return Err(Refusal::new(StatusCode::CONFLICT, e));
    }
    Ok(Json(json!({"files": files})).into_response())
}

#[derive(Deserialize)]
struct DownloadQuery {
    /// The file's name as the page proposes it (`blunderdb-players.csv`).
    file: String,
}

/// The type of a downloaded file, by its extension.
fn content_type(ext: &str) -> &'static str {
    match ext {
        "csv" => "text/csv; charset=utf-8",
        "html" => "text/html; charset=utf-8",
        "txt" => "text/plain; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        _ => "application/octet-stream",
    }
}

/// `Content-Disposition` for `name`: an ASCII name for every browser and
/// the UTF-8 one (RFC 6266) for those that read it (a collection named in
/// Japanese).
fn attachment(name: &str) -> HeaderValue {
    let ascii: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_graphic() && c != '"' && c != '\\' || c == ' ' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let mut utf8 = String::new();
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            utf8.push(b as char);
        } else {
            utf8.push_str(&format!("%{b:02X}"));
        }
    }
    HeaderValue::from_str(&format!(
        "attachment; filename=\"{ascii}\"; filename*=UTF-8''{utf8}"
    ))
    .unwrap_or_else(|_| HeaderValue::from_static("attachment"))
}

/// Runs an export the app writes to a file of the computer (a players'
/// CSV, a report, a picture, a collection, an Anki package) and sends the
/// file as a download: `POST /api/v1/download/<command>?file=NAME` with
/// the command's arguments but its path. The command's answer (its
/// bytes, its players) comes in the `X-Blunderdb-Answer` header.
async fn download(
    State(web): State<Arc<Web>>,
    Path(name): Path<String>,
    Query(q): Query<DownloadQuery>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Answer {
    let (_, visitor, host) = checked_session(&web, &headers)?;
    let Some(&(_, reach, kinds)) = table::DOWNLOADS.iter().find(|(n, _, _)| *n == name) else {
        return Err(Refusal::new(
            StatusCode::NOT_FOUND,
            format!("{name}: no such download"),
        ));
    };
    if !web.door.allows(&visitor, reach) {
        return Err(Failure::NotHere(name, reach).into());
    }
    let file = upload_name(&q.file, 0);
    let ext = file
        .rsplit_once('.')
        .map(|(_, e)| e.to_ascii_lowercase())
        .unwrap_or_default();
    if !kinds.contains(&ext.as_str()) {
        return Err(Refusal::new(
            StatusCode::BAD_REQUEST,
            format!(
                "{name}: the file {file:?} is not one of {}",
                kinds
                    .iter()
                    .map(|k| format!(".{k}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ));
    }
    let mut args: serde_json::Map<String, Value> = if body.is_empty() {
        serde_json::Map::new()
    } else {
        serde_json::from_slice(&body).map_err(|e| {
            Refusal::new(
                StatusCode::BAD_REQUEST,
                format!("{name}: the body is not a JSON object: {e}"),
            )
        })?
    };
    let dir = tempfile::Builder::new()
        .prefix("blunderdb-download-")
        .tempdir()
        .map_err(|e| {
            Refusal::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                format!("{name}: no scratch folder: {e}"),
            )
        })?;
    let path = dir.path().join(&file);
    args.insert("path".into(), Value::String(path.display().to_string()));
    let w = web.clone();
    let (answer, bytes) = tokio::task::spawn_blocking(move || {
        w.door
            .refresh(&visitor, &host)
            .map_err(|e| Failure::Failed(Value::String(e)))?;
        let host: Arc<dyn Host> = host;
        // The command is `local`: here it writes into the scratch folder.
        let answer = table::call(&host, |r| r == Reach::Local, &name, &Value::Object(args))?;
        let bytes = std::fs::read(&path)
            .map_err(|e| Failure::Failed(Value::String(format!("{name}: {e}"))))?;
        drop(dir);
        Ok::<_, Failure>((answer, bytes))
    })
    .await
    .map_err(|e| Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))??;
    let mut r = bytes.into_response();
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(content_type(&ext)),
    );
    h.insert(header::CONTENT_DISPOSITION, attachment(&file));
    if let Ok(v) = HeaderValue::from_str(&answer.to_string()) {
        h.insert("x-blunderdb-answer", v);
    }
    Ok(r)
}

async fn not_found() -> Refusal {
    Refusal::new(StatusCode::NOT_FOUND, "no such page")
}

/// The headers every answer carries: the CSP, no sniffing, no referrer,
/// no framing; the API's answers are never cached.
async fn guard(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let api = req.uri().path().starts_with("/api/");
    let mut r = next.run(req).await;
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    if api {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    r
}

/// The page's routes, to serve alone (`blunderdb web`, with a fallback
/// that answers 404) or beside a club server's API (`serve --web`, whose
/// own fallback answers).
pub fn router(web: Arc<Web>, fallback: bool) -> Router {
    // An import's body holds several files; each is checked on its own.
    let import_limit = web.max_upload.saturating_mul(8).max(1 << 20);
    let r = Router::new()
        .route("/", get(page))
        .route("/api/v1/session", get(session))
        .route("/api/v1/signin", post(signin))
        .route("/api/v1/signout", post(signout))
        .route("/api/v1/ui/{command}", post(command))
        .route("/api/v1/download/{command}", post(download))
        .route("/api/v1/events", get(events))
        .route(
            "/api/v1/upload",
            post(import).layer(DefaultBodyLimit::max(import_limit)),
        )
        .route("/{*path}", get(asset));
    let r = if fallback { r.fallback(not_found) } else { r };
    r.layer(axum::middleware::from_fn(guard)).with_state(web)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uploaded_names_keep_their_last_part_only() {
        assert_eq!(upload_name("../../etc/passwd", 0), "passwd");
        assert_eq!(upload_name("C:\\Users\\me\\a match.xg", 1), "a match.xg");
        assert_eq!(upload_name("..", 2), "upload-2");
        assert_eq!(upload_name("what?.sgf", 3), "what_.sgf");
    }

    #[test]
    fn events_after_a_number_are_the_later_ones() {
        let dir = tempfile::tempdir().unwrap();
        let host = WebHost::new(Library::open(&dir.path().join("l.db")).unwrap());
        for i in 0..3 {
            host.emit("import-progress", json!({"done": i}));
        }
        let got = host.events_after(1);
        assert_eq!(got["next"], 3);
        let seqs: Vec<u64> = got["events"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["seq"].as_u64().unwrap())
            .collect();
        assert_eq!(seqs, [2, 3]);
    }
}
