//! How WebKitGTK paints the window on a machine without a GPU.
//!
//! WebKitGTK 2.46 and later paint with Skia, on the GPU through OpenGL by
//! default. On a machine with no GPU (a virtual machine, a remote desktop,
//! a container) Mesa still offers OpenGL, emulated on the CPU (llvmpipe),
//! and WebKit uses it: every tile is rasterised by GL emulated in software
//! and composited the same way. Skia's own CPU rasteriser does the same
//! work far faster.
//!
//! Measured with the window test on 10,000 matches (2-core VM under Xvfb,
//! no GPU, 3 alternated runs each, the app choosing against the user's
//! `WEBKIT_SKIA_ENABLE_CPU_RENDERING=0`), to the next frame begun, when
//! the pixels are on screen:
//! - the Stats cards after a filter change: 45–84 ms (median 59, none of
//!   15 over 100 ms) against 94–194 ms (median 148, 14 of 15 over);
//! - the first Stats page after launch: 162–219 ms against 490–584 ms;
//! - the progression of all 10,000 matches by match: 169–210 ms against
//!   203–305 ms.
//!
//! So when the machine has no GPU render node, the app asks WebKit for
//! CPU rendering before the web view starts (its web process inherits the
//! environment). A user who set the variable keeps their choice.

use std::path::Path;

/// WebKitGTK's switch to Skia's CPU rasteriser.
pub const CPU_RENDERING: &str = "WEBKIT_SKIA_ENABLE_CPU_RENDERING";

/// Whether the app should ask for CPU rendering: only on Linux (where
/// WebKitGTK is the web view), only when the user has not set the switch
/// either way, and only when no GPU render node (`/dev/dri/renderD*`) is
/// there, as GL would then be emulated on the CPU.
pub fn wants_cpu_rendering(linux: bool, user_set: bool, render_nodes: usize) -> bool {
    linux && !user_set && render_nodes == 0
}

/// The GPU render nodes in `dri` (normally `/dev/dri`); none when the
/// folder is missing or cannot be read.
pub fn render_nodes(dri: &Path) -> usize {
    std::fs::read_dir(dri)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|e| e.file_name().to_string_lossy().starts_with("renderD"))
                .count()
        })
        .unwrap_or(0)
}

/// Asks WebKit for CPU rendering when [`wants_cpu_rendering`] says so.
/// Call first thing in `main`, while it is the only thread (setting the
/// environment is not safe once other threads may read it). Returns
/// whether it did.
pub fn prefer_cpu_rendering_without_gpu() -> bool {
    let wanted = wants_cpu_rendering(
        cfg!(target_os = "linux"),
        std::env::var_os(CPU_RENDERING).is_some(),
        render_nodes(Path::new("/dev/dri")),
    );
    if wanted {
        std::env::set_var(CPU_RENDERING, "1");
    }
    wanted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpu_rendering_only_on_linux_without_a_render_node_and_unset() {
        assert!(wants_cpu_rendering(true, false, 0));
        assert!(!wants_cpu_rendering(true, false, 1));
        assert!(!wants_cpu_rendering(true, true, 0));
        assert!(!wants_cpu_rendering(false, false, 0));
    }

    #[test]
    fn render_nodes_are_counted_by_name_and_a_missing_folder_has_none() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(render_nodes(&dir.path().join("missing")), 0);
        for name in ["card0", "renderD128", "renderD129", "by-path"] {
            std::fs::write(dir.path().join(name), b"").unwrap();
        }
        assert_eq!(render_nodes(dir.path()), 2);
    }
}
