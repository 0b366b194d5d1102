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
//! `WEBKIT_SKIA_ENABLE_CPU_RENDERING=0`), to the page's next frame begun
//! (composited, the pixels reach the screen later still; see below):
//! - the Stats cards after a filter change: 45–84 ms (median 59, none of
//!   15 over 100 ms) against 94–194 ms (median 148, 14 of 15 over);
//! - the first Stats page after launch: 162–219 ms against 490–584 ms;
//! - the progression of all 10,000 matches by match: 169–210 ms against
//!   203–305 ms.
//!
//! Skia's CPU rasteriser paints the tiles, but WebKit still composites
//! them into the window with GL, that is with llvmpipe on such a machine.
//! Profiled during the window test (`perf record -a`, 10,000 matches),
//! llvmpipe's two threads took 16,300 samples against 3,900 for the web
//! page's main thread: compositing, not painting, held both cores. Each
//! frame of the page's overlay scroll bar fading out was composited the
//! same way. Without compositing (`WEBKIT_DISABLE_COMPOSITING_MODE`), the
//! web process paints the page into shared memory on the CPU and the
//! window shows it; nothing runs through GL. Measured on the same machine
//! by the window test, which also watches the X screen's pixels (every
//! 2 ms, from the test's click): the progression of all 10,000 matches by
//! match reached the screen after 57–100 ms in the quietest batch (median
//! 75, 24 redraws in 6 runs; 57–148 ms, median 79, over 92 redraws in all
//! batches) against 104–201 ms composited (median 153, 8 redraws in 2
//! alternated runs); tab switches settled on the screen after 45–115 ms
//! (median 75) against 59–169 ms (median 106), 12 switches each.
//! The app uses no WebGL, 3D transforms or video, the features that need
//! compositing.
//!
//! So when the machine has no GPU render node, the app asks WebKit for
//! CPU rendering and no compositing before the web view starts (its web
//! process inherits the environment). A user who set either variable
//! keeps their choice.

use std::path::Path;

/// WebKitGTK's switch to Skia's CPU rasteriser.
pub const CPU_RENDERING: &str = "WEBKIT_SKIA_ENABLE_CPU_RENDERING";

/// WebKitGTK's switch that turns compositing off: the page is painted on
/// the CPU into shared memory rather than composited with GL.
pub const NO_COMPOSITING: &str = "WEBKIT_DISABLE_COMPOSITING_MODE";

/// What the app sets on a machine without a GPU, each to `1`.
pub const WITHOUT_GPU: [&str; 2] = [CPU_RENDERING, NO_COMPOSITING];

/// Whether the app should set one of [`WITHOUT_GPU`]: only on Linux
/// (where WebKitGTK is the web view), only when the user has not set that
/// variable either way, and only when no GPU render node
/// (`/dev/dri/renderD*`) is there, as GL would then be emulated on the
/// CPU.
pub fn should_set(linux: bool, user_set: bool, render_nodes: usize) -> bool {
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

/// Which of [`WITHOUT_GPU`] to set, by [`should_set`], given
/// which ones the user set.
pub fn to_set(
    linux: bool,
    render_nodes: usize,
    user_set: impl Fn(&str) -> bool,
) -> Vec<&'static str> {
    WITHOUT_GPU
        .into_iter()
        .filter(|name| should_set(linux, user_set(name), render_nodes))
        .collect()
}

/// Sets what [`to_set`] says to `1`. Call first thing in `main`, while it
/// is the only thread (setting the environment is not safe once other
/// threads may read it). Returns the variables it set.
pub fn paint_on_the_cpu_without_gpu() -> Vec<&'static str> {
    let names = to_set(
        cfg!(target_os = "linux"),
        render_nodes(Path::new("/dev/dri")),
        |name| std::env::var_os(name).is_some(),
    );
    for name in &names {
        std::env::set_var(name, "1");
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_only_on_linux_without_a_render_node_and_unless_the_user_did() {
        assert!(should_set(true, false, 0));
        assert!(!should_set(true, false, 1));
        assert!(!should_set(true, true, 0));
        assert!(!should_set(false, false, 0));
    }

    #[test]
    fn without_a_gpu_both_are_set_unless_the_user_set_them() {
        let none = |_: &str| false;
        assert_eq!(to_set(true, 0, none), vec![CPU_RENDERING, NO_COMPOSITING]);
        assert_eq!(to_set(true, 1, none), Vec::<&str>::new());
        assert_eq!(to_set(false, 0, none), Vec::<&str>::new());
        // A user's choice of one is kept; the other is still set.
        assert_eq!(
            to_set(true, 0, |n| n == NO_COMPOSITING),
            vec![CPU_RENDERING]
        );
        assert_eq!(
            to_set(true, 0, |n| n == CPU_RENDERING),
            vec![NO_COMPOSITING]
        );
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
