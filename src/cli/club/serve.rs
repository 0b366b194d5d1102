//! `blunderdb serve`: club libraries over HTTP/JSON, under `/api/v1/`.
//!
//! Every request but `/api/v1/healthz` carries `Authorization: Bearer
//! TOKEN`; the token names one club and a role, and the request sees that
//! club only. The routes are in `docs/server.md`. The store's work runs on
//! tokio's blocking threads; tokens never reach the log, which says the
//! method, the path, the status and the club.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{Context, Result};
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use clap::Parser;
use serde_json::json;

use blunderdb::i18n::{self, Text};

use super::http::{blocking, member, read_body, ApiError, ApiResult, App};
use super::pg::{self, Member, Role};
use super::queue;
use super::read;
use super::replica::{self, Replicas, Uploads};
use super::settings;
use super::uploads::{self, Batch};
use crate::args::Cli;
use blunderdb::library::club_log::batch as upload;

/// The language the client asked for (`Accept-Language`), for the text.
fn language(headers: &HeaderMap) -> &'static Text {
    let asked = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("en");
    Text::get(i18n::choose(asked).0)
}

/// Replaces the cache folder's path in what the library wrote with the
/// files' names, so no answer shows where the server keeps them.
fn hide_paths(app: &App, club: i64, text: &str) -> String {
    let files = app.replicas.dir(club).join("files");
    text.replace(&format!("{}/", files.display()), "")
}

async fn healthz(State(app): State<Arc<App>>) -> ApiResult<Json<serde_json::Value>> {
    blocking(move || {
        let mut c = app.pool.get().map_err(anyhow::Error::from)?;
        let ready = pg::schema_ready(&mut *c)?;
        Ok(Json(json!({"ok": true, "schema": ready})))
    })
    .await
}

async fn me(State(app): State<Arc<App>>, headers: HeaderMap) -> ApiResult<Json<serde_json::Value>> {
    blocking(move || {
        let (m, mut c) = member(&app, &headers, |_| true)?;
        let name: String = c
            .query_one("SELECT name FROM clubs WHERE id = $1", &[&m.club_id])
            .map_err(anyhow::Error::from)?
            .get(0);
        Ok(Json(
            json!({"club": name, "role": m.role, "token_id": m.token_id, "max_upload": app.max_upload}),
        ))
    })
    .await
}

#[derive(serde::Deserialize)]
struct LogQuery {
    #[serde(default)]
    after: i64,
    limit: Option<i64>,
}

/// Entries a `GET /api/v1/log` answers at most.
const LOG_LIMIT: i64 = 2_000;

/// `GET /api/v1/log?after=SEQ&limit=N`: the club's log after entry `SEQ`
/// (at most `N`, 500 unless asked, 2,000 at most), each entry a line of
/// JSON then its body as stored, deflated (`club_log::write_entry`). A
/// reader replays it into a library of its own (the desktop app's club
/// view); `X-Log-Head` is the last entry there is. An entry's name is
/// the file's own name, without the uploader's folders.
async fn log_entries(
    State(app): State<Arc<App>>,
    Query(q): Query<LogQuery>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    blocking(move || {
        let (m, mut c) = member(&app, &headers, Role::reads)?;
        let limit = q.limit.unwrap_or(500).clamp(1, LOG_LIMIT);
        let (body, _) = pg::log_answer(&mut *c, m.club_id, q.after.max(0), limit)?;
        let head = pg::log_head(&mut *c, m.club_id)?;
        Ok((
            [
                (
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("application/octet-stream"),
                ),
                (
                    header::HeaderName::from_static("x-log-head"),
                    HeaderValue::from(head),
                ),
            ],
            body,
        )
            .into_response())
    })
    .await
}

/// `GET /api/v1/{command}`: a read command, answered as the command line
/// prints it.
async fn read_command(
    State(app): State<Arc<App>>,
    Path(command): Path<String>,
    Query(pairs): Query<Vec<(String, String)>>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    if !read::READ_COMMANDS.contains(&command.as_str()) {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            format!("no route /api/v1/{command}"),
        ));
    }
    blocking(move || {
        let (m, mut c) = member(&app, &headers, Role::reads)?;
        let tx = language(&headers);
        let cli = command_line(&command, &pairs)?;
        let answer = app.replicas.with(m.club_id, &mut *c, |r, _| {
            Ok(read::run(tx, &mut r.store, cli).map_err(ApiError::from))
        })??;
        let text = String::from_utf8_lossy(&answer.body);
        let body = hide_paths(&app, m.club_id, &text);
        let kind = if answer.json {
            "application/json"
        } else if answer.html {
            "text/html; charset=utf-8"
        } else {
            "text/plain; charset=utf-8"
        };
        Ok((
            [(header::CONTENT_TYPE, HeaderValue::from_static(kind))],
            body,
        )
            .into_response())
    })
    .await
}

/// The command line a request stands for ([`read::argv`]), parsed by the
/// command line's own definitions; a 400 with clap's words when it does
/// not parse.
fn command_line(command: &str, pairs: &[(String, String)]) -> ApiResult<Cli> {
    Cli::try_parse_from(read::argv(command, pairs))
        .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, e.render().to_string()))
}

/// `POST /api/v1/{command}` (an admin): a change to the club's settings
/// ([`settings`]), answered with what the command line prints of it.
async fn setting_command(
    State(app): State<Arc<App>>,
    Path(command): Path<String>,
    Query(pairs): Query<Vec<(String, String)>>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    if !settings::SETTING_COMMANDS.contains(&command.as_str()) {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            format!("no route POST /api/v1/{command}"),
        ));
    }
    blocking(move || {
        let (m, mut c) = member(&app, &headers, |r| r == Role::Admin)?;
        let tx = language(&headers);
        let cli = command_line(&command, &pairs)?;
        c.batch_execute("BEGIN").map_err(anyhow::Error::from)?;
        let out = setting_locked(&app, m, &mut c, tx, &command, cli);
        if !matches!(out, Ok(Ok(_))) {
            let _ = c.batch_execute("ROLLBACK");
        }
        let text = out??;
        Ok((
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/plain; charset=utf-8"),
            )],
            text,
        )
            .into_response())
    })
    .await
}

/// [`setting_command`] under the club's write lock: the change written
/// into the model and logged, committed together.
fn setting_locked(
    app: &App,
    m: Member,
    c: &mut pg::Conn,
    tx: &'static Text,
    command: &str,
    cli: Cli,
) -> ApiResult<ApiResult<Vec<u8>>> {
    pg::lock_club(&mut **c, m.club_id)?;
    Ok(app.replicas.with(m.club_id, &mut **c, |r, c| {
        let seq = r.applied() + 1;
        let changed = match settings::change(tx, r, cli)? {
            Ok(x) => x,
            Err(refused) => return Ok(Err(refused)),
        };
        let entry = pg::LogEntry {
            seq,
            kind: "setting".into(),
            name: command.to_string(),
            match_id: None,
            version: None,
            body: changed.setting.to_body(),
        };
        pg::log_append(c, m.club_id, m.token_id, &entry)?;
        c.batch_execute("COMMIT")?;
        r.set_applied(seq)?;
        Ok(Ok(changed.text))
    })?)
}

#[derive(serde::Deserialize)]
struct ImportQuery {
    name: String,
    /// Named by the user (a file that is not a match then fails), rather
    /// than met in a folder (then it is skipped).
    #[serde(default = "yes")]
    named: bool,
}

fn yes() -> bool {
    true
}

/// `POST /api/v1/import?name=NAME`: one file, read and stored by the
/// desktop's import; its report as a local import gives it.
async fn import(
    State(app): State<Arc<App>>,
    Query(q): Query<ImportQuery>,
    headers: HeaderMap,
    body: axum::body::Body,
) -> ApiResult<Json<serde_json::Value>> {
    let body = read_body(&app, &q.name, &headers, body).await?;
    blocking(move || {
        let part = upload::Part {
            name: q.name,
            named: q.named,
            bytes: 0..body.len(),
        };
        let mut files = import_files(&app, &headers, &[part], &body, None)?;
        files
            .pop()
            .map(Json)
            .ok_or_else(|| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "no report"))
    })
    .await
}

/// `POST /api/v1/import/batch`: many files in one request (`upload`'s
/// framing), read in parallel and stored in order in one transaction;
/// each file's report as a local import gives it, in order.
async fn import_batch(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: axum::body::Body,
) -> ApiResult<Json<serde_json::Value>> {
    let body = read_body(&app, "the batch", &headers, body).await?;
    blocking(move || {
        let parts = upload::parse(&body)
            .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, e.to_string()))?;
        let files = import_files(&app, &headers, &parts, &body, None)?;
        Ok(Json(json!({ "files": files })))
    })
    .await
}

/// `POST /api/v1/import/queue`: `202 {"receipt": N}` once the batch is
/// received, the token may upload and the framing reads; the same
/// refusals as `import/batch` otherwise, and nothing queued
/// (`uploads.rs`).
async fn import_queue(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: axum::body::Body,
) -> ApiResult<(StatusCode, Json<serde_json::Value>)> {
    let body = read_body(&app, "the batch", &headers, body).await?;
    let (a, h) = (app.clone(), headers.clone());
    let (m, parts, body) = blocking(move || {
        let (m, _) = member(&a, &h, Role::uploads)?;
        let parts = upload::parse(&body)
            .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, e.to_string()))?;
        Ok((m, parts, body))
    })
    .await?;
    let a = app.clone();
    let store: Arc<uploads::Store> = Arc::new(move |b: &Batch, ahead| {
        let files = import_files(&a, &b.headers, &b.parts, &b.body, ahead)?;
        Ok(json!({ "files": files }))
    });
    let batch = Batch {
        headers,
        parts,
        body,
    };
    let receipt = app.uploads.queue(m.club_id, m.token_id, batch, store).await;
    Ok((StatusCode::ACCEPTED, Json(json!({ "receipt": receipt }))))
}

/// `GET /api/v1/import/queue/{receipt}`: the batch's reports once it is
/// stored (`{"files": …}`, as `import/batch` answers), or the error that
/// stored it not; answered once, to the token that queued it (404 else).
async fn import_answer(
    State(app): State<Arc<App>>,
    Path(receipt): Path<u64>,
    headers: HeaderMap,
) -> ApiResult<Json<serde_json::Value>> {
    let a = app.clone();
    let m = blocking(move || Ok(member(&a, &headers, Role::uploads)?.0)).await?;
    match app.uploads.answer(m.club_id, m.token_id, receipt).await {
        Some(answer) => answer.map(Json),
        None => Err(ApiError::new(
            StatusCode::NOT_FOUND,
            format!("no receipt {receipt} waits for this token (unknown, or answered already)"),
        )),
    }
}

/// Imports `parts` of `body` for the request's member (`ahead`: the files
/// read already): each file's `{"report": …, "line": …}`.
pub(super) fn import_files(
    app: &App,
    headers: &HeaderMap,
    parts: &[upload::Part],
    body: &[u8],
    ahead: Option<replica::ReadAhead>,
) -> ApiResult<Vec<serde_json::Value>> {
    let (m, mut c) = member(app, headers, Role::uploads)?;
    let tx = language(headers);
    let uploads = replica::uploads_of(parts, body);
    let out = import_locked(app, m, &mut c, &uploads, ahead);
    if out.is_err() {
        let _ = c.batch_execute("ROLLBACK");
    }
    out?.iter()
        .map(|report| {
            let line = hide_paths(app, m.club_id, &crate::import::import_line(tx, report));
            let json = serde_json::to_string(report).map_err(anyhow::Error::from)?;
            let json = hide_paths(app, m.club_id, &json);
            let report: serde_json::Value =
                serde_json::from_str(&json).map_err(anyhow::Error::from)?;
            Ok(json!({"report": report, "line": line}))
        })
        .collect()
}

/// Imports files under the club's write lock: into the read model, and
/// the ones that changed it into the log, committed together.
fn import_locked(
    app: &App,
    m: Member,
    c: &mut pg::Conn,
    uploads: &[replica::Upload<'_>],
    ahead: Option<replica::ReadAhead>,
) -> ApiResult<Vec<blunderdb::library::import::FileReport>> {
    c.batch_execute("BEGIN").map_err(anyhow::Error::from)?;
    pg::lock_club(&mut **c, m.club_id)?;
    let reports = app.replicas.with(m.club_id, &mut **c, |r, c| {
        let (reports, last) = r.import_batch(uploads, ahead, |entries| {
            pg::log_imports(c, m.club_id, m.token_id, entries)
        })?;
        match last {
            Some(seq) => {
                c.batch_execute("COMMIT")?;
                r.set_applied(seq)?;
            }
            None => c.batch_execute("ROLLBACK")?,
        }
        Ok(reports)
    })?;
    Ok(reports)
}

async fn fallback() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "no such route (see docs/server.md)")
}

/// Logs each request: method, path, status, time; never a header.
async fn log(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let start = std::time::Instant::now();
    let res = next.run(req).await;
    eprintln!(
        "{method} {path} {} {:.1} ms",
        res.status().as_u16(),
        start.elapsed().as_secs_f64() * 1e3
    );
    res
}

/// The routes.
pub fn router(app: Arc<App>) -> Router {
    let limit = app.max_upload;
    Router::new()
        .route("/api/v1/healthz", get(healthz))
        .route("/api/v1/me", get(me))
        .route("/api/v1/import", post(import))
        .route("/api/v1/import/batch", post(import_batch))
        .route("/api/v1/import/queue", post(import_queue))
        .route("/api/v1/import/queue/{receipt}", get(import_answer))
        .route("/api/v1/log", get(log_entries))
        .route("/api/v1/analyse", post(queue::enqueue))
        .route("/api/v1/work/claim", post(queue::claim))
        .route("/api/v1/work/{id}/transcript", get(queue::transcript))
        .route("/api/v1/work/{id}/renew", post(queue::renew))
        .route("/api/v1/work/{id}/complete", post(queue::complete))
        .route("/api/v1/work/{id}/fail", post(queue::fail))
        .route("/api/v1/{command}", get(read_command).post(setting_command))
        .fallback(fallback)
        .layer(DefaultBodyLimit::max(limit))
        .layer(axum::middleware::from_fn(log))
        .with_state(app)
}

/// `blunderdb serve`; `web`: the window's page too, for the members
/// (`crate::web::club`).
pub fn serve(
    pg_url: &str,
    listen: &str,
    cache: PathBuf,
    max_upload: usize,
    web: bool,
) -> Result<()> {
    let addr: SocketAddr = listen
        .parse()
        .with_context(|| format!("--listen {listen:?} is not an address (e.g. 127.0.0.1:8080)"))?;
    let pool = pg::pool(pg_url, 8)?;
    {
        let mut c = pool.get()?;
        if !pg::schema_ready(&mut *c)? {
            anyhow::bail!("the database has not this build's schema: run `blunderdb server init --pg URL` first");
        }
    }
    std::fs::create_dir_all(&cache)
        .with_context(|| format!("cannot make the cache folder {}", cache.display()))?;
    let app = Arc::new(App {
        pool,
        replicas: Replicas::new(&cache),
        max_upload,
        lease: queue::lease_from_env(),
        uploads: Default::default(),
        buffers: Default::default(),
    });
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    rt.block_on(async move {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .with_context(|| format!("cannot listen on {addr}"))?;
        eprintln!(
            "blunderdb serve: listening on http://{}",
            listener.local_addr()?
        );
        let routes = if web {
            let members = crate::web::club::Members { app: app.clone() };
            let page = Arc::new(crate::web::Web::new(members, max_upload));
            router(app).merge(crate::web::router(page, false))
        } else {
            router(app)
        };
        axum::serve(
            listener,
            routes.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await?;
        Ok(())
    })
}
