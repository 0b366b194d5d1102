//! The analysis queue: `analyse` queues a club's unanalysed matches; a
//! worker claims some under a lease (`FOR UPDATE SKIP LOCKED`, so workers
//! never wait for each other nor get the same match), fetches each
//! transcript, renews its lease while gnuBG works, and sends gnuBG's SGF.
//! The server reads it with its own reader, checks it is the match handed
//! out, and stores it once, in the read model and the log together. A
//! result for a lease that was lost (expired, taken by another worker,
//! already completed) is refused with 409.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, JsonRejection};
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

use blunderdb::formats;
use blunderdb::library::store::{identity, Filter};
use blunderdb::metrics::DecisionFilter;

use super::http::{blocking, json_body, member, ApiError, ApiResult, App};
use super::pg::{self, Member, Role};

/// How long a claim holds a match without renewal, unless
/// `BLUNDERDB_LEASE_SECS` says otherwise.
pub const LEASE: Duration = Duration::from_secs(90);

/// Attempts after which a match that keeps failing is left failed.
const MAX_ATTEMPTS: i32 = 3;

pub fn lease_from_env() -> Duration {
    std::env::var("BLUNDERDB_LEASE_SECS")
        .ok()
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|s| *s > 0.0)
        .map_or(LEASE, Duration::from_secs_f64)
}

/// `POST /api/v1/analyse`: what to queue.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Enqueue {
    #[serde(default = "two")]
    plies: u8,
    player: Option<String>,
    from: Option<String>,
    to: Option<String>,
    length: Option<u32>,
    #[serde(default)]
    redo: bool,
}

fn two() -> u8 {
    2
}

fn pool_err(e: impl Into<anyhow::Error>) -> ApiError {
    ApiError::from(e.into())
}

pub async fn enqueue(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: std::result::Result<Json<Enqueue>, JsonRejection>,
) -> ApiResult<Json<serde_json::Value>> {
    let q = json_body(body)?;
    if q.plies > 4 {
        return Err(ApiError::new(StatusCode::BAD_REQUEST, "plies: 0 to 4"));
    }
    blocking(move || {
        let (m, mut c) = member(&app, &headers, Role::uploads)?;
        let filter = Filter {
            player: q.player,
            date_from: q.from,
            date_to: q.to,
            length: q.length,
            decisions: DecisionFilter::All,
        };
        let jobs = app.replicas.with(m.club_id, &mut *c, |r, _| {
            let f = match blunderdb::queries::filters::validate(&r.store, filter) {
                Ok(f) => f,
                Err(e) => return Ok(Err(ApiError::from(anyhow::Error::from(e)))),
            };
            let mut jobs = Vec::new();
            for t in r.store.analysis_targets(&f, q.redo)? {
                let Some(tr) = r.store.transcript(t.id)? else {
                    continue;
                };
                if let Ok(parsed) = formats::parse(&tr.bytes) {
                    jobs.push((t.id, identity(&parsed), t.work));
                }
            }
            Ok(Ok(jobs))
        })??;
        let mut tx = c.transaction().map_err(pool_err)?;
        let mut queued = 0u64;
        let plies = i16::from(q.plies);
        for (id, ident, work) in &jobs {
            // The longest first (migration 0004): the size of the match's
            // transcript, as a local `analyse` orders its matches.
            let work = i64::try_from(*work).unwrap_or(i64::MAX);
            queued += tx
                .execute(
                    "INSERT INTO analysis_jobs (club_id, match_id, identity, plies, work)
                     VALUES ($1, $2, $3, $4, $5)
                     ON CONFLICT (club_id, match_id) DO UPDATE
                       SET state = 'queued', plies = excluded.plies, attempts = 0, lease = NULL,
                           lease_until = NULL, last_error = NULL, queued_at = now(),
                           work = excluded.work
                       WHERE analysis_jobs.state IN ('done', 'failed')",
                    &[&m.club_id, id, ident, &plies, &work],
                )
                .map_err(pool_err)?;
        }
        tx.commit().map_err(pool_err)?;
        Ok(Json(json!({"selected": jobs.len(), "queued": queued})))
    })
    .await
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClaimBody {
    jobs: i64,
}

/// `POST /api/v1/work/claim`: up to `jobs` matches, each under its own lease.
pub async fn claim(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: std::result::Result<Json<ClaimBody>, JsonRejection>,
) -> ApiResult<Json<serde_json::Value>> {
    let b = json_body(body)?;
    if !(1..=64).contains(&b.jobs) {
        return Err(ApiError::new(StatusCode::BAD_REQUEST, "jobs: 1 to 64"));
    }
    blocking(move || {
        let (m, mut c) = member(&app, &headers, |r| r == Role::Worker)?;
        let secs = app.lease.as_secs_f64();
        let rows = c
            .query(
                "UPDATE analysis_jobs j
                 SET state = 'running', attempts = j.attempts + 1, token_id = $2,
                     lease = floor(random() * 9007199254740991)::bigint,
                     lease_until = now() + make_interval(secs => $3)
                 WHERE (j.club_id, j.match_id) IN (
                     SELECT club_id, match_id FROM analysis_jobs
                     WHERE club_id = $1
                       AND (state = 'queued' OR (state = 'running' AND lease_until < now()))
                     ORDER BY queued_at, work DESC, match_id
                     LIMIT $4
                     FOR UPDATE SKIP LOCKED)
                 RETURNING j.match_id, j.lease, j.plies",
                &[&m.club_id, &m.token_id, &secs, &b.jobs],
            )
            .map_err(pool_err)?;
        let jobs: Vec<_> = rows
            .iter()
            .map(|r| {
                json!({
                    "match": r.get::<_, i64>(0),
                    "lease": r.get::<_, i64>(1),
                    "plies": r.get::<_, i16>(2),
                })
            })
            .collect();
        Ok(Json(json!({"jobs": jobs, "lease_seconds": secs})))
    })
    .await
}

#[derive(serde::Deserialize)]
pub struct LeaseQuery {
    lease: i64,
    #[serde(default)]
    version: Option<String>,
}

/// 409: the match is not this worker's now.
fn not_held(id: i64) -> ApiError {
    ApiError::new(
        StatusCode::CONFLICT,
        format!("match {id} is not yours: its lease was lost, or it was never handed to you"),
    )
}

/// The job's plies when worker `m` holds match `id` under `lease`.
fn held(c: &mut impl postgres::GenericClient, m: Member, id: i64, lease: i64) -> ApiResult<i16> {
    let row = c
        .query_opt(
            "SELECT plies FROM analysis_jobs WHERE club_id = $1 AND match_id = $2 AND lease = $3
             AND state = 'running' AND lease_until > now()",
            &[&m.club_id, &id, &lease],
        )
        .map_err(pool_err)?;
    row.map(|r| r.get(0)).ok_or_else(|| not_held(id))
}

/// `GET /api/v1/work/{id}/transcript?lease=L`: the file gnuBG is to read.
pub async fn transcript(
    State(app): State<Arc<App>>,
    Path(id): Path<i64>,
    Query(q): Query<LeaseQuery>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    blocking(move || {
        let (m, mut c) = member(&app, &headers, |r| r == Role::Worker)?;
        held(&mut *c, m, id, q.lease)?;
        let tr = app
            .replicas
            .with(m.club_id, &mut *c, |r, _| Ok(r.store.transcript(id)?))?
            .ok_or_else(|| {
                ApiError::new(
                    StatusCode::NOT_FOUND,
                    format!("match {id} has no transcript"),
                )
            })?;
        let kind = HeaderValue::from_str(&tr.kind).map_err(pool_err)?;
        Ok((
            [
                (
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("application/octet-stream"),
                ),
                (header::HeaderName::from_static("x-transcript-kind"), kind),
            ],
            tr.bytes,
        )
            .into_response())
    })
    .await
}

/// `POST /api/v1/work/{id}/renew?lease=L`: the lease runs again from now.
pub async fn renew(
    State(app): State<Arc<App>>,
    Path(id): Path<i64>,
    Query(q): Query<LeaseQuery>,
    headers: HeaderMap,
) -> ApiResult<Json<serde_json::Value>> {
    blocking(move || {
        let (m, mut c) = member(&app, &headers, |r| r == Role::Worker)?;
        let n = c
            .execute(
                "UPDATE analysis_jobs SET lease_until = now() + make_interval(secs => $4)
                 WHERE club_id = $1 AND match_id = $2 AND lease = $3
                   AND state = 'running' AND lease_until > now()",
                &[&m.club_id, &id, &q.lease, &app.lease.as_secs_f64()],
            )
            .map_err(pool_err)?;
        if n == 0 {
            return Err(not_held(id));
        }
        Ok(Json(
            json!({"match": id, "lease_seconds": app.lease.as_secs_f64()}),
        ))
    })
    .await
}

/// `POST /api/v1/work/{id}/complete?lease=L&version=V`, the SGF gnuBG saved
/// as the body.
pub async fn complete(
    State(app): State<Arc<App>>,
    Path(id): Path<i64>,
    Query(q): Query<LeaseQuery>,
    headers: HeaderMap,
    body: std::result::Result<Bytes, BytesRejection>,
) -> ApiResult<Json<serde_json::Value>> {
    let body = body.map_err(|e| ApiError::new(e.status(), e.body_text()))?;
    blocking(move || {
        let (m, mut c) = member(&app, &headers, |r| r == Role::Worker)?;
        let out = complete_locked(&app, m, &mut c, id, &q, &body);
        if out.is_err() {
            let _ = c.batch_execute("ROLLBACK");
        }
        out
    })
    .await
}

fn complete_locked(
    app: &App,
    m: Member,
    c: &mut pg::Conn,
    id: i64,
    q: &LeaseQuery,
    sgf: &[u8],
) -> ApiResult<Json<serde_json::Value>> {
    c.batch_execute("BEGIN").map_err(pool_err)?;
    pg::lock_club(&mut **c, m.club_id)?;
    let row = c
        .query_opt(
            "UPDATE analysis_jobs SET state = 'done', lease_until = NULL, last_error = NULL
             WHERE club_id = $1 AND match_id = $2 AND lease = $3
               AND state = 'running' AND lease_until > now()
             RETURNING plies, identity",
            &[&m.club_id, &id, &q.lease],
        )
        .map_err(pool_err)?;
    let Some(row) = row else {
        return Err(not_held(id));
    };
    let plies: i16 = row.get(0);
    let ident: String = row.get(1);
    let analysed = formats::parse(sgf).map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            format!("the analysis of match {id} cannot be read: {e}"),
        )
    })?;
    if identity(&analysed) != ident {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            format!("the analysis sent is not of match {id} (other players, length or rolls)"),
        ));
    }
    let label = format!("gnubg {plies}-ply");
    let version = q.version.clone().unwrap_or_default();
    app.replicas.with(m.club_id, &mut **c, |r, c| {
        let seq = r.applied() + 1;
        r.store.store_analysis(id, &analysed, &label, &version)?;
        let entry = pg::LogEntry {
            seq,
            kind: "analysis".into(),
            name: label.clone(),
            match_id: Some(id),
            version: Some(version.clone()),
            // The match gnuBG analysed, packed: a few KB where its SGF is ~80.
            body: blunderdb::library::club_log::pack(&analysed),
        };
        pg::log_append(c, m.club_id, m.token_id, &entry)?;
        c.batch_execute("COMMIT")?;
        Ok(r.set_applied(seq)?)
    })?;
    Ok(Json(
        json!({"match": id, "stored": true, "analysis": label}),
    ))
}

/// `POST /api/v1/work/{id}/fail?lease=L`, why as the body: the match goes
/// back to the queue, or is left failed after a few attempts.
pub async fn fail(
    State(app): State<Arc<App>>,
    Path(id): Path<i64>,
    Query(q): Query<LeaseQuery>,
    headers: HeaderMap,
    body: std::result::Result<Bytes, BytesRejection>,
) -> ApiResult<Json<serde_json::Value>> {
    let why = body
        .map(|b| {
            String::from_utf8_lossy(&b)
                .chars()
                .take(2000)
                .collect::<String>()
        })
        .unwrap_or_default();
    blocking(move || {
        let (m, mut c) = member(&app, &headers, |r| r == Role::Worker)?;
        let row = c
            .query_opt(
                "UPDATE analysis_jobs
                 SET state = CASE WHEN attempts >= $4 THEN 'failed' ELSE 'queued' END,
                     lease = NULL, lease_until = NULL, last_error = $5
                 WHERE club_id = $1 AND match_id = $2 AND lease = $3 AND state = 'running'
                 RETURNING state",
                &[&m.club_id, &id, &q.lease, &MAX_ATTEMPTS, &why],
            )
            .map_err(pool_err)?;
        let state: String = row.ok_or_else(|| not_held(id))?.get(0);
        Ok(Json(json!({"match": id, "state": state})))
    })
    .await
}
