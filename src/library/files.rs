//! Files on every platform: where a user's library, settings and caches
//! live, how a path is shown, and how a file is replaced whole.
//!
//! The command line and the desktop app both ask here, so they open the
//! same library and keep settings in the same folder. Windows differs from
//! Linux in ways a user meets at once, and each is handled in this one
//! place rather than at every caller:
//!
//! - The library is user data that should not roam between machines: it
//!   lives in `%LOCALAPPDATA%` there (on Linux `~/.local/share`); settings
//!   and a club's token in `%APPDATA%` (`~/.config`).
//! - A path given as `C:/matches` and joined with a file found inside it
//!   reads `C:/matches\game.xg`; [`shown`] writes it `C:\matches\game.xg`.
//!   `canonicalize` there answers `\\?\C:\…`, which no user typed;
//!   [`absolute`] answers `C:\…`.
//! - A file open in another program (a virus scanner, the search indexer,
//!   a spreadsheet showing an exported table) cannot be renamed over for a
//!   moment; [`replace`] tries again for a while, then says so.
//! - A file readable by its owner only (a club's token) is a mode on Unix
//!   and an access control list on Windows ([`Access::Private`]).

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The folder of blunderDB's own under each of the platform's places.
const APP_FOLDER: &str = "blunderdb";

/// The library the command line and the app open when none is named:
/// `%LOCALAPPDATA%\blunderdb\library.db` on Windows,
/// `~/.local/share/blunderdb/library.db` on Linux, the Application Support
/// folder on macOS. `None` when the platform names no such folder.
pub fn default_library() -> Option<PathBuf> {
    dirs::data_local_dir().map(|d| d.join(APP_FOLDER).join("library.db"))
}

/// Where settings and a club's token are kept: `%APPDATA%\blunderdb` on
/// Windows, `~/.config/blunderdb` on Linux.
pub fn config_dir() -> Option<PathBuf> {
    dirs::config_dir().map(|d| d.join(APP_FOLDER))
}

/// Where copies that can be fetched again are kept, in a folder `name`:
/// `%LOCALAPPDATA%\name` on Windows, `~/.cache/name` on Linux.
pub fn cache_dir(name: &str) -> Option<PathBuf> {
    dirs::cache_dir().map(|d| d.join(name))
}

/// `path` the way the platform writes paths: on Windows with backslashes
/// only and without the `\\?\` prefix of a canonical path; elsewhere as it
/// is.
pub fn shown(path: &Path) -> String {
    #[cfg(windows)]
    {
        dunce::simplified(path).to_string_lossy().replace('/', "\\")
    }
    #[cfg(not(windows))]
    {
        path.display().to_string()
    }
}

/// `path` made absolute, links resolved, in the form a user would write it
/// (on Windows `C:\…`, not `\\?\C:\…`); `path` itself when it cannot be
/// resolved (a file gone meanwhile).
pub fn absolute(path: &Path) -> PathBuf {
    dunce::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Who may read a file written by [`write_whole`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// A document to share (a report, an export): the usual permissions.
    Shared,
    /// A secret (a club's token): its owner only.
    Private,
}

/// How long [`replace`] keeps trying while another program holds the
/// file: long enough for a scanner's look, short enough for a user.
const HELD_TRIES: u32 = 30;
const HELD_WAIT: Duration = Duration::from_millis(100);

/// Writes `bytes` to `path` whole or not at all: into a file of its own
/// beside it ([`beside`]), flushed to disk, then renamed over `path`
/// ([`persist`]). A crash, a full disk or a file held open elsewhere
/// leaves `path` as it was and no file behind.
pub fn write_whole(path: &Path, bytes: &[u8], access: Access) -> io::Result<()> {
    let mut tmp = beside(path)?;
    // Before the secret is written: no moment when others may read it.
    set_access(tmp.path(), access)?;
    tmp.write_all(bytes)?;
    rename_into(tmp, path)
}

/// A temporary file in `path`'s folder, to be written and then
/// [`persist`]ed over `path`. Made first, so that a missing or read-only
/// folder, or a folder where the file should be, fails before any work.
pub fn beside(path: &Path) -> io::Result<tempfile::NamedTempFile> {
    if path.is_dir() {
        return Err(io::Error::other("it is a folder"));
    }
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    tempfile::Builder::new()
        .prefix(".blunderdb-")
        .suffix(".tmp")
        .tempfile_in(dir)
}

/// Gives the complete temporary file `tmp` the permissions `access` asks
/// for, flushes it to disk and renames it over `path`, trying again while
/// another program holds `path` open (see [`replace`]). On failure the
/// temporary file is removed and `path` is as it was.
pub fn persist(tmp: tempfile::NamedTempFile, path: &Path, access: Access) -> io::Result<()> {
    set_access(tmp.path(), access)?;
    rename_into(tmp, path)
}

/// Flushes `tmp` and renames it over `path` by [`replace`]; removed when
/// the rename fails.
fn rename_into(tmp: tempfile::NamedTempFile, path: &Path) -> io::Result<()> {
    tmp.as_file().sync_all()?;
    let mut tmp = tmp.into_temp_path();
    // On failure `tmp` is dropped, and its file removed with it.
    replace(&tmp, path)?;
    // Renamed: nothing is left at the temporary name to remove.
    tmp.disable_cleanup(true);
    Ok(())
}

/// Renames `from` over `to`. On Windows a file that another program has
/// open cannot be replaced; this tries again for about three seconds and
/// then says that the file is open elsewhere. `from` is left in place on
/// failure (the caller removes it).
pub fn replace(from: &Path, to: &Path) -> io::Result<()> {
    let mut tries = 0;
    loop {
        match std::fs::rename(from, to) {
            Err(e) if held_open(&e) && tries < HELD_TRIES => {
                tries += 1;
                std::thread::sleep(HELD_WAIT);
            }
            other => return other.map_err(explained),
        }
    }
}

/// Whether `e` is Windows refusing to replace a file another program has
/// open: access denied (5), a sharing violation (32) or a lock (33).
fn held_open(e: &io::Error) -> bool {
    cfg!(windows) && matches!(e.raw_os_error(), Some(5 | 32 | 33))
}

/// `e`, with what to do when it is a file held open by another program.
fn explained(e: io::Error) -> io::Error {
    if held_open(&e) {
        io::Error::new(
            e.kind(),
            format!("{e} (the file is open in another program: close it and try again)"),
        )
    } else {
        e
    }
}

/// Gives the file at `path` the permissions `access` asks for.
fn set_access(path: &Path, access: Access) -> io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = match access {
            Access::Shared => 0o644,
            Access::Private => 0o600,
        };
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
    }
    #[cfg(windows)]
    {
        match access {
            // The folder's inherited permissions, as any new file has.
            Access::Shared => Ok(()),
            Access::Private => owner_only::restrict(path),
        }
    }
    #[cfg(not(any(unix, windows)))]
    {
        let _ = (path, access);
        Ok(())
    }
}

/// A file its owner alone may open, on Windows: an access control list
/// with one entry, the current user with full access, protected from the
/// entries the folder would pass down (a Unix mode 0600).
#[cfg(windows)]
pub(crate) mod owner_only {
    use std::io;
    use std::os::windows::ffi::OsStrExt;
    use std::path::Path;
    use std::ptr::{null, null_mut};

    use windows_sys::Win32::Foundation::{CloseHandle, ERROR_SUCCESS, HANDLE};
    use windows_sys::Win32::Security::Authorization::{SetNamedSecurityInfoW, SE_FILE_OBJECT};
    use windows_sys::Win32::Security::{
        AddAccessAllowedAce, GetLengthSid, GetTokenInformation, InitializeAcl, TokenUser,
        ACCESS_ALLOWED_ACE, ACL, ACL_REVISION, DACL_SECURITY_INFORMATION,
        PROTECTED_DACL_SECURITY_INFORMATION, TOKEN_QUERY, TOKEN_USER,
    };
    use windows_sys::Win32::Storage::FileSystem::FILE_ALL_ACCESS;
    use windows_sys::Win32::System::Threading::{GetCurrentProcess, OpenProcessToken};

    /// The current user's SID, in a buffer that holds the `TOKEN_USER` it
    /// points into.
    struct User(Vec<u64>);

    impl User {
        fn current() -> io::Result<User> {
            // SAFETY: the token handle is closed on every path; the buffer
            // is sized by the first call and 8-byte aligned for TOKEN_USER.
            unsafe {
                let mut token: HANDLE = null_mut();
                if OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &mut token) == 0 {
                    return Err(io::Error::last_os_error());
                }
                let mut len = 0u32;
                GetTokenInformation(token, TokenUser, null_mut(), 0, &mut len);
                let mut buf = vec![0u64; (len as usize).div_ceil(8).max(1)];
                let ok =
                    GetTokenInformation(token, TokenUser, buf.as_mut_ptr().cast(), len, &mut len);
                let error = io::Error::last_os_error();
                CloseHandle(token);
                if ok == 0 {
                    return Err(error);
                }
                Ok(User(buf))
            }
        }

        fn sid(&self) -> *mut core::ffi::c_void {
            // SAFETY: the buffer holds the TOKEN_USER filled in above.
            unsafe { (*(self.0.as_ptr() as *const TOKEN_USER)).User.Sid }
        }
    }

    fn wide(path: &Path) -> Vec<u16> {
        path.as_os_str()
            .encode_wide()
            .chain(std::iter::once(0))
            .collect()
    }

    /// Leaves the current user alone with access to `path`.
    pub fn restrict(path: &Path) -> io::Result<()> {
        let user = User::current()?;
        let sid = user.sid();
        // SAFETY: the ACL buffer is sized for its header and one entry
        // holding the SID, 8-byte aligned; every pointer outlives the calls.
        unsafe {
            let size = std::mem::size_of::<ACL>()
                + std::mem::size_of::<ACCESS_ALLOWED_ACE>()
                + GetLengthSid(sid) as usize;
            let mut acl = vec![0u64; size.div_ceil(8)];
            let acl_ptr = acl.as_mut_ptr() as *mut ACL;
            if InitializeAcl(acl_ptr, (acl.len() * 8) as u32, ACL_REVISION) == 0
                || AddAccessAllowedAce(acl_ptr, ACL_REVISION, FILE_ALL_ACCESS, sid) == 0
            {
                return Err(io::Error::last_os_error());
            }
            let name = wide(path);
            let rc = SetNamedSecurityInfoW(
                name.as_ptr(),
                SE_FILE_OBJECT,
                DACL_SECURITY_INFORMATION | PROTECTED_DACL_SECURITY_INFORMATION,
                null_mut(),
                null_mut(),
                acl_ptr,
                null(),
            );
            if rc != ERROR_SUCCESS {
                return Err(io::Error::from_raw_os_error(rc as i32));
            }
        }
        Ok(())
    }

    /// Whether `path`'s access list is what [`restrict`] sets: protected,
    /// one entry, the current user's (for the tests).
    #[cfg(test)]
    pub fn is_restricted(path: &Path) -> io::Result<bool> {
        use windows_sys::Win32::Foundation::LocalFree;
        use windows_sys::Win32::Security::Authorization::GetNamedSecurityInfoW;
        use windows_sys::Win32::Security::{
            AclSizeInformation, EqualSid, GetAce, GetAclInformation, GetSecurityDescriptorControl,
            ACL_SIZE_INFORMATION, PSECURITY_DESCRIPTOR, SE_DACL_PROTECTED,
        };
        let user = User::current()?;
        let name = wide(path);
        // SAFETY: the descriptor Windows allocates is freed with LocalFree;
        // the DACL and the entry point into it.
        unsafe {
            let mut dacl: *mut ACL = null_mut();
            let mut sd: PSECURITY_DESCRIPTOR = null_mut();
            let rc = GetNamedSecurityInfoW(
                name.as_ptr(),
                SE_FILE_OBJECT,
                DACL_SECURITY_INFORMATION,
                null_mut(),
                null_mut(),
                &mut dacl,
                null_mut(),
                &mut sd,
            );
            if rc != ERROR_SUCCESS {
                return Err(io::Error::from_raw_os_error(rc as i32));
            }
            let mut control = 0u16;
            let mut revision = 0u32;
            let mut info: ACL_SIZE_INFORMATION = std::mem::zeroed();
            let mut ace: *mut core::ffi::c_void = null_mut();
            let answer = !dacl.is_null()
                && GetSecurityDescriptorControl(sd, &mut control, &mut revision) != 0
                && control & SE_DACL_PROTECTED != 0
                && GetAclInformation(
                    dacl,
                    (&mut info as *mut ACL_SIZE_INFORMATION).cast(),
                    std::mem::size_of::<ACL_SIZE_INFORMATION>() as u32,
                    AclSizeInformation,
                ) != 0
                && info.AceCount == 1
                && GetAce(dacl, 0, &mut ace) != 0
                && {
                    let entry = ace as *const ACCESS_ALLOWED_ACE;
                    let sid = std::ptr::addr_of!((*entry).SidStart) as *mut core::ffi::c_void;
                    EqualSid(sid, user.sid()) != 0
                };
            LocalFree(sd as _);
            Ok(answer)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_written_whole_and_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("report.html");
        write_whole(&path, b"first", Access::Shared).unwrap();
        write_whole(&path, b"second", Access::Shared).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        // Nothing of the writing is left beside it.
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, [std::ffi::OsString::from("report.html")]);
        let err = write_whole(dir.path(), b"x", Access::Shared).unwrap_err();
        assert_eq!(err.to_string(), "it is a folder");
    }

    #[test]
    fn a_private_file_is_its_owners_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("club.json");
        write_whole(&path, b"{\"token\":\"secret\"}", Access::Private).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        #[cfg(windows)]
        if under_wine() {
            // Wine accepts the list but keeps none on a Linux file system:
            // it reads back one made from the Unix mode. Real Windows is
            // checked by the assertion below.
            eprintln!("note: under Wine, the access list cannot be read back");
        } else {
            assert!(owner_only::is_restricted(&path).unwrap());
        }
        assert_eq!(std::fs::read(&path).unwrap(), b"{\"token\":\"secret\"}");
        // A shared file is not.
        let shared = dir.path().join("report.html");
        write_whole(&shared, b"<html>", Access::Shared).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&shared).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o644);
        }
        #[cfg(windows)]
        assert!(!owner_only::is_restricted(&shared).unwrap());
    }

    /// Whether this Windows is Wine (its ntdll exports `wine_get_version`).
    #[cfg(windows)]
    fn under_wine() -> bool {
        use windows_sys::Win32::System::LibraryLoader::{GetModuleHandleA, GetProcAddress};
        // SAFETY: both take NUL-terminated names; ntdll is always loaded.
        unsafe {
            let ntdll = GetModuleHandleA(c"ntdll.dll".as_ptr().cast());
            !ntdll.is_null() && GetProcAddress(ntdll, c"wine_get_version".as_ptr().cast()).is_some()
        }
    }

    /// Windows: a file another program holds open (without letting it be
    /// deleted) is replaced once that program lets go, not refused.
    #[cfg(windows)]
    #[test]
    fn a_file_held_open_for_a_moment_is_replaced_when_let_go() {
        use std::os::windows::fs::OpenOptionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("players.csv");
        std::fs::write(&path, b"old").unwrap();
        // FILE_SHARE_READ only, as a spreadsheet opens a file.
        let held = std::fs::OpenOptions::new()
            .read(true)
            .share_mode(1)
            .open(&path)
            .unwrap();
        let letter = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(400));
            drop(held);
        });
        write_whole(&path, b"new", Access::Shared).unwrap();
        letter.join().unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new");
    }

    #[test]
    fn paths_are_shown_as_the_platform_writes_them() {
        let joined = Path::new("in").join("test.xg");
        #[cfg(windows)]
        {
            assert_eq!(
                shown(&Path::new("C:/x/in").join("test.xg")),
                r"C:\x\in\test.xg"
            );
            assert_eq!(
                shown(Path::new(r"\\?\C:\Users\Kévin\東京")),
                r"C:\Users\Kévin\東京"
            );
            assert_eq!(shown(&joined), r"in\test.xg");
        }
        #[cfg(not(windows))]
        assert_eq!(shown(&joined), "in/test.xg");
    }

    #[test]
    fn an_absolute_path_has_no_verbatim_prefix() {
        let dir = tempfile::tempdir().unwrap();
        let sub = dir.path().join("Kévin 東京");
        std::fs::create_dir(&sub).unwrap();
        let a = absolute(&sub.join("..").join("Kévin 東京"));
        assert!(a.is_absolute());
        assert!(!a.to_string_lossy().starts_with(r"\\?\"), "{}", a.display());
        assert!(a.ends_with("Kévin 東京"));
    }

    #[test]
    fn the_default_library_is_in_the_users_local_data() {
        let lib = default_library().unwrap();
        assert!(lib.ends_with(Path::new("blunderdb").join("library.db")));
        assert!(lib.starts_with(dirs::data_local_dir().unwrap()));
        #[cfg(windows)]
        {
            // %LOCALAPPDATA%, not the roaming %APPDATA%.
            let local = std::env::var_os("LOCALAPPDATA").unwrap();
            assert!(lib.starts_with(local));
            assert!(config_dir()
                .unwrap()
                .starts_with(std::env::var_os("APPDATA").unwrap()));
        }
    }
}
