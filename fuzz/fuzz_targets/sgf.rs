//! Fuzz target `sgf`: see `blunderdb::fuzzing`.
#![no_main]

use blunderdb::fuzzing::{run, CountingAlloc, Target};
use libfuzzer_sys::fuzz_target;

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc::new();

fuzz_target!(|data: &[u8]| {
    if let Err(e) = run(Target::Sgf, data, Some(&ALLOC)) {
        panic!("{e}");
    }
});
