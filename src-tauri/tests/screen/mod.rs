//! Watches a rectangle of the X screen, to time when a redraw reaches it.
//!
//! The page can time its frame painted and the next frame begun, but not
//! the pixels on the screen: composited, WebKit hands the frame to a
//! compositor thread, which may take longer still (it did, with GL emulated
//! on the CPU; see `blunderdb_app::render`). So the window test also polls
//! a few rows of the rectangle on the X server itself (Xvfb), every 2 ms
//! from a thread of its own, and keeps the times they changed.

use std::os::raw::c_int;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use x11_dl::xlib;

/// A rectangle of the screen, in pixels.
#[derive(Clone, Copy, Debug)]
pub struct Rect {
    pub x: i32,
    pub y: i32,
    pub width: u32,
    pub height: u32,
}

/// Rows of the rectangle compared at each poll: enough to see any redraw
/// of a chart, few enough that polling takes little of the machine.
const ROWS: u32 = 6;
const POLL: Duration = Duration::from_millis(2);

/// A thread polling a rectangle of the X screen until dropped.
pub struct ScreenWatch {
    stop: Arc<AtomicBool>,
    changes: Arc<Mutex<Vec<Instant>>>,
    thread: Option<JoinHandle<()>>,
}

impl ScreenWatch {
    /// Starts watching `rect` on the display of `DISPLAY`.
    pub fn start(rect: Rect) -> Result<Self, String> {
        if rect.width == 0 || rect.height == 0 {
            return Err(format!("nothing to watch: {rect:?}"));
        }
        let stop = Arc::new(AtomicBool::new(false));
        let changes = Arc::new(Mutex::new(Vec::new()));
        let (ready, started) = mpsc::channel();
        let thread = {
            let (stop, changes) = (stop.clone(), changes.clone());
            std::thread::spawn(move || watch(rect, &stop, &changes, ready))
        };
        started
            .recv()
            .map_err(|e| format!("the screen watch did not start: {e}"))??;
        Ok(Self {
            stop,
            changes,
            thread: Some(thread),
        })
    }

    /// For each time in `asked` (when the test asked for a redraw), how
    /// long until the rectangle last changed before the test's next action
    /// (the first of `asked` and `others` after it, or `end`): the redraw
    /// on the screen. Stops the watch; panics when the rectangle did not
    /// change.
    pub fn settled(self, asked: &[Instant], others: &[Instant], end: Instant) -> Vec<u128> {
        let changes = self.changes.lock().unwrap_or_else(|e| e.into_inner());
        asked
            .iter()
            .enumerate()
            .map(|(i, &from)| {
                let to = asked
                    .iter()
                    .chain(others)
                    .copied()
                    .filter(|t| *t > from)
                    .min()
                    .unwrap_or(end);
                let last = changes
                    .iter()
                    .copied()
                    .filter(|t| (from..to).contains(t))
                    .max()
                    .unwrap_or_else(|| panic!("redraw {i}: the screen did not change"));
                (last - from).as_millis()
            })
            .collect()
    }
}

impl Drop for ScreenWatch {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// The polling loop. Xlib's display is opened, used and closed on this
/// thread only.
fn watch(
    rect: Rect,
    stop: &AtomicBool,
    changes: &Mutex<Vec<Instant>>,
    ready: mpsc::Sender<Result<(), String>>,
) {
    let x = match xlib::Xlib::open() {
        Ok(x) => x,
        Err(e) => {
            let _ = ready.send(Err(format!("libX11: {e}")));
            return;
        }
    };
    // SAFETY: Xlib calls on a display this thread opened and alone uses;
    // each image is read within its bounds and destroyed once.
    let display = unsafe { (x.XOpenDisplay)(std::ptr::null()) };
    if display.is_null() {
        let _ = ready.send(Err("cannot open the X display".into()));
        return;
    }
    // Xlib's default handler ends the process on an X error (a rectangle
    // off the screen, say); this one ignores it, and that poll reads no
    // image.
    unsafe { (x.XSetErrorHandler)(Some(ignore_error)) };
    let root = unsafe { (x.XDefaultRootWindow)(display) };
    let _ = ready.send(Ok(()));
    let mut last: Option<Vec<u8>> = None;
    while !stop.load(Ordering::Relaxed) {
        let mut now = Vec::new();
        for i in 0..ROWS {
            let y = rect.y + ((2 * i + 1) * rect.height / (2 * ROWS)) as c_int;
            let image = unsafe {
                (x.XGetImage)(display, root, rect.x, y, rect.width, 1, !0, xlib::ZPixmap)
            };
            if image.is_null() {
                continue;
            }
            unsafe {
                let im = &*image;
                let len = usize::try_from(im.bytes_per_line).unwrap_or(0);
                now.extend_from_slice(std::slice::from_raw_parts(im.data as *const u8, len));
                (x.XDestroyImage)(image);
            }
        }
        if last.as_ref().is_some_and(|l| *l != now) {
            changes
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(Instant::now());
        }
        last = Some(now);
        std::thread::sleep(POLL);
    }
    unsafe { (x.XCloseDisplay)(display) };
}

/// An X error handler that ignores the error (see `watch`).
unsafe extern "C" fn ignore_error(_: *mut xlib::Display, _: *mut xlib::XErrorEvent) -> c_int {
    0
}
