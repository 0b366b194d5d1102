//! The `blunderdb-app` program: sets how the web view paints, then opens
//! the window ([`blunderdb_app::run`]).

// No console window on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    // Before any other thread starts: it sets the environment the web
    // view's process inherits.
    blunderdb_app::render::paint_on_the_cpu_without_gpu();
    blunderdb_app::run();
}
