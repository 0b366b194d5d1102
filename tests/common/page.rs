//! A signed-in page of `blunderdb web` or `serve --web`, spoken to as the
//! browser's page speaks: the session's cookie and CSRF token on every
//! request (`tests/web.rs`, `tests/club_web.rs`).

use serde_json::Value;

/// An HTTP client that returns every status as it is and follows no
/// redirect (the tests look at both).
pub fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .into()
}

/// A signed-in page: its cookie and CSRF token.
pub struct Page {
    pub agent: ureq::Agent,
    pub base: String,
    pub cookie: String,
    pub csrf: String,
}

/// A download's answer: its status, type, `Content-Disposition`, the
/// command's answer (`X-Blunderdb-Answer`) and the file.
pub struct Download {
    pub status: u16,
    pub kind: String,
    pub disposition: String,
    pub answer: String,
    pub body: Vec<u8>,
}

impl Page {
    /// Runs the window's command `name`: (status, answer).
    pub fn call(&self, name: &str, args: Value) -> (u16, Value) {
        let mut res = self
            .agent
            .post(format!("{}/api/v1/ui/{name}", self.base))
            .header("Cookie", &self.cookie)
            .header("X-CSRF-Token", &self.csrf)
            .send_json(&args)
            .unwrap();
        (res.status().as_u16(), res.body_mut().read_json().unwrap())
    }

    /// [`Page::call`], which must answer 200.
    pub fn ok(&self, name: &str, args: Value) -> Value {
        let (status, v) = self.call(name, args);
        assert_eq!(status, 200, "{name}: {v}");
        v
    }

    /// Export `name` as a download named `file` (`POST
    /// /api/v1/download/<name>?file=`).
    pub fn download(&self, name: &str, file: &str, args: Value) -> Download {
        let mut res = self
            .agent
            .post(format!("{}/api/v1/download/{name}?file={file}", self.base))
            .header("Cookie", &self.cookie)
            .header("X-CSRF-Token", &self.csrf)
            .send_json(&args)
            .unwrap();
        let h = |k: &str| {
            res.headers()
                .get(k)
                .map(|v| v.to_str().unwrap().to_string())
                .unwrap_or_default()
        };
        let (kind, disposition, answer) = (
            h("content-type"),
            h("content-disposition"),
            h("x-blunderdb-answer"),
        );
        Download {
            status: res.status().as_u16(),
            kind,
            disposition,
            answer,
            body: res.body_mut().read_to_vec().unwrap(),
        }
    }
}
