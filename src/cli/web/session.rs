//! Who is signed in: sessions kept in memory, each behind an HttpOnly,
//! SameSite=Strict cookie and with its own CSRF token; and the count of
//! failed sign-ins per address, so a token cannot be guessed by trying.
//!
//! The cookie's value and the CSRF token are 32 random bytes (getrandom,
//! the system's generator) in hex; only the cookie's BLAKE3 hash is kept as
//! the key, compared in constant time by `blake3::Hash`'s `==`.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The session cookie's name.
pub const COOKIE: &str = "blunderdb_session";

/// A session ends after this long without a request.
pub const IDLE: Duration = Duration::from_secs(12 * 3600);

/// Failed sign-ins an address may make in [`WINDOW`] before it waits.
pub const FAILS_ALLOWED: u32 = 10;
/// The window the failed sign-ins are counted over.
pub const WINDOW: Duration = Duration::from_secs(60);

/// Who a session is: the library the page shows, and whose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Visitor {
    /// The club whose library is shown (`None`: the user's own library).
    pub club: Option<i64>,
    /// The club's name, for the page's banner.
    pub club_name: Option<String>,
    /// The member's name (their token's label), or the local user.
    pub name: String,
    /// The member's token (its id), under which their own marks are kept;
    /// `None` on the user's own library.
    pub token: Option<i64>,
}

/// One signed-in page: who, its CSRF token, and the library it reads
/// through (a window of its own: its redraws, caches and language).
pub struct Session {
    pub visitor: Visitor,
    pub csrf: String,
    pub library: Arc<crate::web::WebHost>,
    last: Instant,
}

/// A fresh random secret, in hex.
pub fn secret() -> Result<String, String> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| format!("no random numbers: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

fn key(cookie: &str) -> blake3::Hash {
    blake3::hash(cookie.as_bytes())
}

/// The signed-in sessions.
#[derive(Default)]
pub struct Sessions {
    map: Mutex<HashMap<[u8; 32], Session>>,
    fails: Mutex<HashMap<IpAddr, (u32, Instant)>>,
}

impl Sessions {
    /// Starts a session for `visitor` reading `library`: the cookie's
    /// value to send (never kept) and its CSRF token.
    pub fn start(
        &self,
        visitor: Visitor,
        library: Arc<crate::web::WebHost>,
    ) -> Result<(String, String), String> {
        let cookie = secret()?;
        let csrf = secret()?;
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        map.retain(|_, s| s.last.elapsed() < IDLE);
        map.insert(
            *key(&cookie).as_bytes(),
            Session {
                visitor,
                csrf: csrf.clone(),
                library,
                last: Instant::now(),
            },
        );
        Ok((cookie, csrf))
    }

    /// Runs `f` on the session of `cookie`, if it is one and not idle too long.
    pub fn with<T>(&self, cookie: &str, f: impl FnOnce(&Session) -> T) -> Option<T> {
        let wanted = key(cookie);
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        let found = map
            .iter_mut()
            .find(|(k, _)| blake3::Hash::from(**k) == wanted);
        let (k, s) = found?;
        if s.last.elapsed() >= IDLE {
            let k = *k;
            map.remove(&k);
            return None;
        }
        s.last = Instant::now();
        Some(f(s))
    }

    /// Ends the session of `cookie`; true when there was one.
    pub fn end(&self, cookie: &str) -> bool {
        let wanted = *key(cookie).as_bytes();
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        map.remove(&wanted).is_some()
    }

    /// Whether `addr` may try to sign in now (fewer than
    /// [`FAILS_ALLOWED`] failures in the last [`WINDOW`]).
    pub fn may_try(&self, addr: IpAddr) -> bool {
        let mut fails = self.fails.lock().unwrap_or_else(|e| e.into_inner());
        fails.retain(|_, (_, since)| since.elapsed() < WINDOW);
        fails.get(&addr).is_none_or(|(n, _)| *n < FAILS_ALLOWED)
    }

    /// Counts a failed sign-in from `addr`.
    pub fn failed(&self, addr: IpAddr) {
        let mut fails = self.fails.lock().unwrap_or_else(|e| e.into_inner());
        let e = fails.entry(addr).or_insert((0, Instant::now()));
        e.0 += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_long_and_differ() {
        let a = secret().unwrap();
        let b = secret().unwrap();
        assert_eq!(a.len(), 64);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }

    #[test]
    fn an_address_waits_after_ten_failures() {
        let s = Sessions::default();
        let addr: IpAddr = "192.0.2.7".parse().unwrap();
        let other: IpAddr = "192.0.2.8".parse().unwrap();
        for _ in 0..FAILS_ALLOWED {
            assert!(s.may_try(addr));
            s.failed(addr);
        }
        assert!(!s.may_try(addr));
        assert!(s.may_try(other));
    }
}
