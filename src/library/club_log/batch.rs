//! The body of `POST /api/v1/import/batch`: many files in one request,
//! each a header line then its bytes:
//!
//! ```text
//! SIZE named|found NAME\n
//! …SIZE bytes…
//! ```
//!
//! `named`: the user named the file (a file that is no match then fails);
//! `found`: met in a folder (then skipped). NAME is the rest of the line,
//! as the client shows the file. A shell makes one with `printf` and `cat`
//! (`docs/server.md`).

use thiserror::Error;

/// The most files one request may hold.
pub const MAX_FILES: usize = 4096;

/// A file of a batch: its name, whether the user named it, and where its
/// bytes are in the body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    pub name: String,
    pub named: bool,
    pub bytes: std::ops::Range<usize>,
}

/// Why a batch's body cannot be read.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum BatchError {
    #[error("malformed batch: file {0} has no header line (SIZE named|found NAME)")]
    NoHeader(usize),
    #[error("malformed batch: file {0}'s header is not SIZE named|found NAME")]
    BadHeader(usize),
    #[error("malformed batch: file {0} ({1}) is cut short")]
    Cut(usize, String),
    #[error("a batch holds at most {MAX_FILES} files")]
    TooMany,
}

/// The files of a batch's body, in order.
pub fn parse(body: &[u8]) -> Result<Vec<Part>, BatchError> {
    let mut parts = Vec::new();
    let mut at = 0;
    while at < body.len() {
        let i = parts.len() + 1;
        if parts.len() == MAX_FILES {
            return Err(BatchError::TooMany);
        }
        let end = body[at..]
            .iter()
            .position(|&b| b == b'\n')
            .map(|p| at + p)
            .ok_or(BatchError::NoHeader(i))?;
        let line = std::str::from_utf8(&body[at..end]).map_err(|_| BatchError::BadHeader(i))?;
        let mut fields = line.splitn(3, ' ');
        let size: usize = fields
            .next()
            .and_then(|s| s.parse().ok())
            .ok_or(BatchError::BadHeader(i))?;
        let named = match fields.next() {
            Some("named") => true,
            Some("found") => false,
            _ => return Err(BatchError::BadHeader(i)),
        };
        let name = fields
            .next()
            .filter(|n| !n.is_empty())
            .ok_or(BatchError::BadHeader(i))?
            .to_string();
        let start = end + 1;
        let stop = start
            .checked_add(size)
            .filter(|&s| s <= body.len())
            .ok_or_else(|| BatchError::Cut(i, name.clone()))?;
        parts.push(Part {
            name,
            named,
            bytes: start..stop,
        });
        at = stop;
    }
    Ok(parts)
}

/// Appends a file to a batch's body. A line break in the name (which the
/// header cannot hold) becomes a space.
pub fn push(body: &mut Vec<u8>, name: &str, named: bool, bytes: &[u8]) {
    let name = name.replace(['\n', '\r'], " ");
    let how = if named { "named" } else { "found" };
    body.extend_from_slice(format!("{} {how} {name}\n", bytes.len()).as_bytes());
    body.extend_from_slice(bytes);
}

/// The bytes a file adds to a batch besides its own.
pub fn overhead(name: &str) -> usize {
    name.len() + 32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_batch_reads_back_as_written() {
        let mut body = Vec::new();
        push(&mut body, "a b/c.sgf", true, b"(;FF[4])");
        push(&mut body, "d\ne.mat", false, b"");
        push(&mut body, "x.xg", true, &[0, 10, 255]);
        let parts = parse(&body).expect("a batch");
        assert_eq!(parts.len(), 3);
        assert_eq!(parts[0].name, "a b/c.sgf");
        assert!(parts[0].named);
        assert_eq!(&body[parts[0].bytes.clone()], b"(;FF[4])");
        assert_eq!(parts[1].name, "d e.mat");
        assert!(!parts[1].named);
        assert!(parts[1].bytes.is_empty());
        assert_eq!(&body[parts[2].bytes.clone()], &[0, 10, 255]);
        assert_eq!(parse(b"").expect("empty"), vec![]);
    }

    #[test]
    fn a_malformed_batch_is_refused() {
        assert_eq!(parse(b"12 named"), Err(BatchError::NoHeader(1)));
        assert_eq!(parse(b"x named a\n"), Err(BatchError::BadHeader(1)));
        assert_eq!(parse(b"1 maybe a\nx"), Err(BatchError::BadHeader(1)));
        assert_eq!(parse(b"1 named \nx"), Err(BatchError::BadHeader(1)));
        assert_eq!(
            parse(b"1 named a\nx5 named b\nxy"),
            Err(BatchError::Cut(2, "b".into()))
        );
        assert_eq!(
            parse(b"99999999999999999999999 named a\n"),
            Err(BatchError::BadHeader(1))
        );
        assert_eq!(
            parse(format!("{} named a\n", usize::MAX).as_bytes()),
            Err(BatchError::Cut(1, "a".into()))
        );
    }
}
