//! Fuzz target `xg`: see `blunderdb::library::fuzzing`.
#![no_main]

use blunderdb::library::fuzzing::{run, CountingAlloc, Target};
use libfuzzer_sys::fuzz_target;

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc::new();

fuzz_target!(|data: &[u8]| {
    if let Err(e) = run(Target::Xg, data, Some(&ALLOC)) {
        panic!("{e}");
    }
});
