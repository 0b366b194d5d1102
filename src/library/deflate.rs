//! Raw deflate, for what the library keeps compressed: each match's record,
//! the transcripts gnuBG is handed, and the club log's bodies.
//!
//! Through flate2 on zlib-rs rather than miniz_oxide: at level 1 it
//! deflates an analysed match's record or packed match 2.5 times as fast
//! (0.057 against 0.140 ms a match on the fixtures' 20 analysed SGF
//! files, 3 % larger), and storing a match deflates two of them — a tenth
//! of a club server's time for an upload. The stream is plain deflate
//! either way, so what older versions wrote still reads.

use std::io::{Read, Write};

/// Why a deflated body was not read.
#[derive(Debug, thiserror::Error)]
pub enum InflateError {
    #[error("not a deflate stream: {0}")]
    Damaged(#[from] std::io::Error),
    #[error("it inflates to more than {0} bytes")]
    TooLarge(usize),
}

/// `bytes` deflated at `level` (1 fastest … 9 smallest).
pub fn deflate(bytes: &[u8], level: u32) -> Vec<u8> {
    let mut e = flate2::write::DeflateEncoder::new(
        Vec::with_capacity(bytes.len() / 2 + 64),
        flate2::Compression::new(level),
    );
    // Writing to a Vec cannot fail.
    let _ = e.write_all(bytes);
    e.finish().unwrap_or_default()
}

/// `bytes` inflated, refused past `limit` bytes (a damaged or hostile
/// stream cannot take the memory).
pub fn inflate(bytes: &[u8], limit: usize) -> Result<Vec<u8>, InflateError> {
    let mut out = Vec::with_capacity(bytes.len().saturating_mul(3).min(limit));
    let read = flate2::read::DeflateDecoder::new(bytes)
        .take(limit as u64 + 1)
        .read_to_end(&mut out)?;
    if read > limit {
        return Err(InflateError::TooLarge(limit));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_miniz_deflated_inflates_and_a_round_trip_is_exact() {
        let text: Vec<u8> = (0..50_000u32)
            .flat_map(|i| (i % 251).to_le_bytes())
            .collect();
        for level in [1, 6, 9] {
            let old = miniz_oxide::deflate::compress_to_vec(&text, level as u8);
            assert_eq!(inflate(&old, 1 << 20).expect("miniz's stream"), text);
            let new = deflate(&text, level);
            assert_eq!(inflate(&new, 1 << 20).expect("our stream"), text);
            assert!(
                new.len() < text.len() / 4,
                "{} of {}",
                new.len(),
                text.len()
            );
        }
    }

    #[test]
    fn a_damaged_or_too_large_stream_is_refused() {
        let text = vec![7u8; 10_000];
        let d = deflate(&text, 1);
        assert!(matches!(
            inflate(&d, 9_999),
            Err(InflateError::TooLarge(9_999))
        ));
        assert_eq!(inflate(&d, 10_000).expect("at the limit").len(), 10_000);
        assert!(matches!(
            inflate(b"\xff\xff\xff not deflate", 1 << 20),
            Err(InflateError::Damaged(_))
        ));
        let cut = &d[..d.len() / 2];
        assert!(inflate(cut, 1 << 20).is_err(), "a stream cut short");
    }
}
