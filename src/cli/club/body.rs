//! Uploads' bodies, in buffers kept between requests.

use std::sync::{Arc, Mutex};

/// Buffers for uploads' bodies, kept between requests. Why: a batch is
/// 16 MB, and read into fresh memory each time (axum's `Bytes` gathers
/// the body's pieces, then copies them into one new allocation) the
/// kernel maps and zeroes 4,096 pages a batch: 7 % of both cores while
/// the command line uploads, at 100,000 matches. A buffer used before is
/// mapped already.
#[derive(Default)]
pub struct Buffers {
    free: Mutex<Vec<Vec<u8>>>,
}

/// Buffers kept, and the largest kept (a larger one goes back to the
/// system): a batch being received, two queued, one being read ahead, one
/// being stored.
const BUFFERS_KEPT: usize = 5;
const BUFFER_KEPT_BYTES: usize = 64 << 20;

impl Buffers {
    /// An empty body, in a buffer used before when one is free.
    pub fn take(self: &Arc<Self>) -> Body {
        let bytes = self
            .free
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .pop()
            .unwrap_or_default();
        Body {
            bytes,
            home: self.clone(),
        }
    }
}

/// An upload's body, in a buffer that goes back to [`Buffers`] once done.
pub struct Body {
    bytes: Vec<u8>,
    home: Arc<Buffers>,
}

impl Body {
    /// Room for `n` more bytes.
    pub fn reserve(&mut self, n: usize) {
        self.bytes.reserve(n);
    }

    pub fn extend(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
    }
}

impl std::ops::Deref for Body {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.bytes
    }
}

impl Drop for Body {
    fn drop(&mut self) {
        let mut bytes = std::mem::take(&mut self.bytes);
        if bytes.capacity() > BUFFER_KEPT_BYTES {
            return;
        }
        bytes.clear();
        let mut free = self.home.free.lock().unwrap_or_else(|e| e.into_inner());
        if free.len() < BUFFERS_KEPT {
            free.push(bytes);
        }
    }
}
