//! [`Job`], what runs in the background: its own module, below the app
//! state that keeps the running one (`state.rs`) and the jobs that run it
//! (`jobs.rs`), so the state imports it without importing the jobs (whose
//! methods on the state import the state: a circle).

/// What runs in the background: one job at a time, as both write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Job {
    Import,
    Analysis,
}

impl Job {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Job::Import => "import",
            Job::Analysis => "analysis",
        }
    }

    /// Why another job cannot start now, in the window's language.
    pub(crate) fn busy(self, tx: &crate::i18n::Text) -> String {
        match self {
            Job::Import => crate::t!(tx, "error-import-running"),
            Job::Analysis => crate::t!(tx, "error-analysis-running"),
        }
    }
}
