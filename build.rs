//! On Windows, gives `blunderdb.exe` (the command line) its icon and the
//! version in its file properties: a resource script compiled by windres
//! (MinGW's `x86_64-w64-mingw32-windres` when cross-compiling from Linux,
//! through embed-resource). On other platforms it does nothing.
//!
//! The version is written into a copy of the script rather than passed as
//! a preprocessor macro: windres hands macros to the C preprocessor through
//! a shell, and a quoted string does not survive that on every host.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=scripts/windows/blunderdb.rc");
    println!("cargo:rerun-if-changed=src-tauri/icons/icon.ico");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let var = |k: &str| std::env::var(k).unwrap_or_default();
    let root = PathBuf::from(var("CARGO_MANIFEST_DIR"));
    let template = std::fs::read_to_string(root.join("scripts/windows/blunderdb.rc"))
        .expect("scripts/windows/blunderdb.rc is part of the source");
    let icon = root.join("src-tauri/icons/icon.ico");
    let script = template
        .replace("@VERSION@", &var("CARGO_PKG_VERSION"))
        .replace("@V1@", &var("CARGO_PKG_VERSION_MAJOR"))
        .replace("@V2@", &var("CARGO_PKG_VERSION_MINOR"))
        .replace("@V3@", &var("CARGO_PKG_VERSION_PATCH"))
        .replace("@ICON@", &icon.display().to_string().replace('\\', "/"));
    let out = PathBuf::from(var("OUT_DIR")).join("blunderdb.rc");
    std::fs::write(&out, script).expect("OUT_DIR is writable");
    embed_resource::compile_for(&out, ["blunderdb"], embed_resource::NONE)
        .manifest_optional()
        .expect("windres compiles the command line's resources");
}
