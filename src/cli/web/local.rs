//! `blunderdb web`: the window's page over the user's own library, for a
//! computer where the app is not installed (or a tablet on the same
//! network, with `--listen`).
//!
//! It listens on loopback unless told otherwise, and lets in only who
//! holds the token it prints, fresh at each start (the way Jupyter does),
//! so another user of the same computer, or a page of another site, cannot
//! read the library. The token's address signs the browser in once; the
//! session cookie does the rest.

use std::io::Write;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{Context, Result};

use blunderdb::window::table::Reach;

use super::session::{secret, Visitor};
use super::{router, Door, Web};

/// The user's own library, behind the token printed at the start.
struct Own {
    token: blake3::Hash,
    db: PathBuf,
}

impl Door for Own {
    fn sign_in(&self, token: &str) -> Result<Option<(Visitor, PathBuf)>, String> {
        if blake3::hash(token.as_bytes()) != self.token {
            return Ok(None);
        }
        let visitor = Visitor {
            club: None,
            club_name: None,
            name: String::new(),
            token: None,
        };
        Ok(Some((visitor, self.db.clone())))
    }

    /// All the app does but its own (the watched folder, the club client):
    /// files are imported through the page, exports are the app's.
    fn allows(&self, _: &Visitor, reach: Reach) -> bool {
        matches!(reach, Reach::Read | Reach::Write | Reach::Own)
    }
}

/// Serves the page over the library `db` on `listen` until Ctrl-C;
/// `open`: opens it in the system's browser.
pub fn serve(db: &Path, listen: &str, open: bool, max_upload: usize) -> Result<()> {
    let addr: SocketAddr = listen
        .parse()
        .with_context(|| format!("--listen {listen:?} is not an address (e.g. 127.0.0.1:8421)"))?;
    // Opened once here, so a file that is not a library is said now, not
    // at the first sign-in.
    drop(blunderdb::library::store::Store::open(db)?);
    let token = secret().map_err(anyhow::Error::msg)?;
    let web = Arc::new(Web::new(
        Own {
            token: blake3::hash(token.as_bytes()),
            db: db.to_path_buf(),
        },
        max_upload,
    ));
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    rt.block_on(async move {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .with_context(|| format!("cannot listen on {addr}"))?;
        let bound = listener.local_addr()?;
        let host = if bound.ip().is_unspecified() {
            "127.0.0.1".to_string()
        } else {
            bound.ip().to_string()
        };
        let url = format!("http://{host}:{}/?token={token}", bound.port());
        // Said once; a terminal closed meanwhile does not stop the server.
        let _ = writeln!(
            std::io::stdout(),
            "blunderdb web: {} at\n    {url}\n(the address holds this run's token; Ctrl-C stops)",
            blunderdb::library::files::shown(db)
        );
        if !bound.ip().is_loopback() {
            eprintln!(
                "blunderdb web: listening on {bound}, beyond this computer: anyone with the address above reads and changes the library"
            );
        }
        if open {
            if let Err(e) = webbrowser::open(&url) {
                eprintln!("blunderdb web: no browser opened ({e}): open the address above");
            }
        }
        axum::serve(
            listener,
            router(web, true).into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await?;
        Ok(())
    })
}
