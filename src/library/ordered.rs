//! Work made on every core and consumed in order on this thread: an import
//! reads, parses and precomputes its files on the other cores while the
//! store, which must take them in their order, writes the ones made.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};

/// How many items the makers may be ahead of the one being consumed: a
/// large import is never all in memory, parsed.
const AHEAD: usize = 16;

/// Calls `consume(i, make(i))` for each `i` in `0..n`, in order, on this
/// thread, while the items after it are made on every core. Stops taking
/// items once `cancelled`. An item whose making panicked on a maker is
/// made again here, as it would be without makers, rather than leave the
/// consumer waiting for it.
pub fn in_order<T: Send>(
    n: usize,
    cancelled: &(dyn Fn() -> bool + Sync),
    make: &(dyn Fn(usize) -> T + Sync),
    mut consume: impl FnMut(usize, T),
) {
    // A maker a core: the consumer waits on them for most of an import of
    // analysed files (reading is about 60 % of the work).
    let threads = std::thread::available_parallelism()
        .map_or(1, |t| t.get())
        .min(n.saturating_sub(1));
    if threads == 0 {
        for i in 0..n {
            if cancelled() {
                break;
            }
            consume(i, make(i));
        }
        return;
    }
    let next = AtomicUsize::new(0);
    // The index of the item being consumed, or `usize::MAX` once the
    // consumer stops: makers wait while they are `AHEAD` items ahead of it.
    let at = (Mutex::new(0usize), Condvar::new());
    let set_at = |i: usize| {
        let (m, cv) = &at;
        *m.lock().unwrap_or_else(|e| e.into_inner()) = i;
        cv.notify_all();
    };
    std::thread::scope(|s| {
        // `None`: the maker panicked on that item.
        let (tx, rx) = std::sync::mpsc::channel::<(usize, Option<T>)>();
        for _ in 0..threads {
            let tx = tx.clone();
            let (next, at) = (&next, &at);
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= n {
                    break;
                }
                {
                    let (m, cv) = at;
                    let mut g = m.lock().unwrap_or_else(|e| e.into_inner());
                    while *g != usize::MAX && i >= *g + AHEAD {
                        g = cv.wait(g).unwrap_or_else(|e| e.into_inner());
                    }
                    if *g == usize::MAX || cancelled() {
                        break;
                    }
                }
                let made = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| make(i))).ok();
                if tx.send((i, made)).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        let mut waiting = BTreeMap::new();
        'items: for i in 0..n {
            set_at(i);
            let made = loop {
                if let Some(x) = waiting.remove(&i) {
                    break x;
                }
                match rx.recv() {
                    Ok((j, x)) => {
                        waiting.insert(j, x);
                    }
                    // Every maker stopped (cancelled) before this item.
                    Err(_) => break 'items,
                }
            };
            if cancelled() {
                break;
            }
            consume(i, made.unwrap_or_else(|| make(i)));
        }
        set_at(usize::MAX);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_come_in_order_and_a_panicking_maker_is_made_again_here() {
        let first = std::sync::Mutex::new(true);
        let mut got = Vec::new();
        in_order(
            100,
            &|| false,
            &|i| {
                // The first make of item 37 panics; the second gives it.
                if i == 37 && std::mem::take(&mut *first.lock().unwrap()) {
                    panic!("a maker's panic");
                }
                i * 2
            },
            |i, x| got.push((i, x)),
        );
        assert_eq!(got, (0..100).map(|i| (i, i * 2)).collect::<Vec<_>>());
    }

    #[test]
    fn cancelled_it_consumes_nothing_more() {
        let stop = std::sync::atomic::AtomicBool::new(false);
        let mut got = Vec::new();
        in_order(100, &|| stop.load(Ordering::Relaxed), &|i| i, |i, _| {
            got.push(i);
            if i == 9 {
                stop.store(true, Ordering::Relaxed);
            }
        });
        assert_eq!(got, (0..10).collect::<Vec<_>>());
    }
}
