; The blunderDB installer for Windows (64-bit), made by Debian's makensis:
;   makensis -DVERSION=0.1.0 -DFILES=<folder> -DOUTFILE=<setup.exe> installer.nsi
; scripts/windows-build.sh runs it. FILES holds blunderdb-app.exe,
; blunderdb.exe, WebView2Loader.dll, icon.ico and LICENSE.txt.
;
; Why a script of our own: Tauri's NSIS bundler downloads a plugin from
; outside the package registries, which these machines cannot reach. This
; one uses only what Debian's nsis package ships (Modern UI 2, MultiUser,
; LogicLib, StrFunc, FileFunc).
;
; What it does, for a user:
; - installs for all users into Program Files, or for the current user
;   alone into %LOCALAPPDATA%\Programs (asked on a page; /AllUsers or
;   /CurrentUser on the command line; /S installs silently);
; - a Start-menu entry with the icon, an uninstaller listed in "Apps";
; - the command line beside the app, and (a choice, on by default) its
;   folder added to the user's or the machine's PATH;
; - says what to install when the WebView2 runtime, which the window needs,
;   is missing (Windows 10 and 11 ship it; the command line does not need it);
; - the version in the file's properties.
; Uninstalling removes the program's files and entries; the user's library
; (%LOCALAPPDATA%\blunderdb) and settings (%APPDATA%\blunderdb) are kept.

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "VERSION is not defined (makensis -DVERSION=x.y.z)"
!endif
!ifndef FILES
  !error "FILES is not defined (the folder of the files to install)"
!endif
!ifndef OUTFILE
  !define OUTFILE "blunderDB-${VERSION}-setup.exe"
!endif

!define PRODUCT "blunderDB"
!define PUBLISHER "blunderDB"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\blunderDB"
; The WebView2 runtime's client id (Microsoft's documented registry check).
!define WEBVIEW2_ID "{F3017226-FE2A-4295-8BDF-00C3A9A7E4C5}"
!define WEBVIEW2_URL "https://developer.microsoft.com/microsoft-edge/webview2/"

Name "${PRODUCT} ${VERSION}"
OutFile "${OUTFILE}"
BrandingText "${PRODUCT} ${VERSION}"

; --- For all users or for the current user -------------------------------
!define MULTIUSER_EXECUTIONLEVEL Highest
!define MULTIUSER_MUI
!define MULTIUSER_INSTALLMODE_COMMANDLINE
!define MULTIUSER_USE_PROGRAMFILES64
!define MULTIUSER_INSTALLMODE_INSTDIR "${PRODUCT}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_VALUENAME "InstallLocation"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_VALUENAME "InstallMode"
!include MultiUser.nsh
!include MUI2.nsh
!include LogicLib.nsh
!include FileFunc.nsh
!include StrFunc.nsh
!include WinMessages.nsh
${Using:StrFunc} StrStr
${Using:StrFunc} UnStrRep

; --- The file's properties (Explorer's Details tab) -----------------------
VIProductVersion "${VERSION}.0"
VIFileVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${PRODUCT}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${PRODUCT} ${VERSION} setup"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "LegalCopyright" "Copyright the blunderDB authors. MIT licence."

; --- Pages ------------------------------------------------------------------
!define MUI_ICON "${FILES}\icon.ico"
!define MUI_UNICON "${FILES}\icon.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\blunderdb-app.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Open blunderDB"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${FILES}\LICENSE.txt"
!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

Function .onInit
  !insertmacro MULTIUSER_INIT
FunctionEnd

Function un.onInit
  !insertmacro MULTIUSER_UNINIT
FunctionEnd

; --- Sections ---------------------------------------------------------------
Section "blunderDB (the app and the command line)" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${FILES}\blunderdb-app.exe"
  File "${FILES}\blunderdb.exe"
  File "${FILES}\WebView2Loader.dll"
  File "${FILES}\icon.ico"
  File "${FILES}\LICENSE.txt"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateDirectory "$SMPROGRAMS"
  CreateShortcut "$SMPROGRAMS\${PRODUCT}.lnk" "$INSTDIR\blunderdb-app.exe" "" "$INSTDIR\icon.ico" 0

  ; The entry of "Apps" / "Programs and Features", in the hive of the mode.
  ${If} $MultiUser.InstallMode == "AllUsers"
    StrCpy $0 "HKLM"
  ${Else}
    StrCpy $0 "HKCU"
  ${EndIf}
  Call WriteUninstallEntry

  Call CheckWebView2
SectionEnd

Section "Add the command line (blunderdb) to PATH" SecPath
  Call AddToPath
SectionEnd

Section /o "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${PRODUCT}.lnk" "$INSTDIR\blunderdb-app.exe" "" "$INSTDIR\icon.ico" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecMain} "The desktop app and the blunderdb command line, which read the same library."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecPath} "Lets you type blunderdb in a new terminal window, from any folder."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "A shortcut to blunderDB on the desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

; Writes the uninstall entry under $0 (HKLM or HKCU).
Function WriteUninstallEntry
  ${GetSize} "$INSTDIR" "/S=0K" $1 $2 $3
  ${If} $0 == "HKLM"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\icon.ico"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallMode" "AllUsers"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe" /AllUsers'
    WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /AllUsers /S'
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" $1
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  ${Else}
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\icon.ico"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallMode" "CurrentUser"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe" /CurrentUser'
    WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /CurrentUser /S'
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $1
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${EndIf}
FunctionEnd

; The window is drawn by Microsoft's WebView2 runtime. When it is missing,
; say what to install (the command line works without it).
Function CheckWebView2
  ReadRegStr $1 HKLM "SOFTWARE\WOW6432Node\Microsoft\EdgeUpdate\Clients\${WEBVIEW2_ID}" "pv"
  ${If} $1 == ""
  ${OrIf} $1 == "0.0.0.0"
    ReadRegStr $1 HKCU "Software\Microsoft\EdgeUpdate\Clients\${WEBVIEW2_ID}" "pv"
  ${EndIf}
  ${If} $1 == ""
  ${OrIf} $1 == "0.0.0.0"
    DetailPrint "The WebView2 runtime is missing: install it from ${WEBVIEW2_URL}"
    MessageBox MB_OK|MB_ICONINFORMATION "blunderDB's window needs the Microsoft Edge WebView2 Runtime, which this computer lacks.$\r$\n$\r$\nInstall the Evergreen runtime from:$\r$\n${WEBVIEW2_URL}$\r$\n$\r$\nThe command line (blunderdb) works without it." /SD IDOK
  ${Else}
    DetailPrint "WebView2 runtime $1 found"
  ${EndIf}
FunctionEnd

; Adds $INSTDIR to the user's PATH (current user) or the machine's (all
; users), once. A PATH longer than NSIS can hold is left alone (writing
; back a cut value would lose entries), and the user is told.
Function AddToPath
  ${If} $MultiUser.InstallMode == "AllUsers"
    ReadRegStr $1 HKLM "SYSTEM\CurrentControlSet\Control\Session Manager\Environment" "Path"
  ${Else}
    ReadRegStr $1 HKCU "Environment" "Path"
  ${EndIf}
  StrLen $2 $1
  IntOp $2 $2 + 300
  ${If} $2 >= ${NSIS_MAX_STRLEN}
    DetailPrint "PATH is too long to change safely: add $INSTDIR to it by hand"
    MessageBox MB_OK|MB_ICONEXCLAMATION "Your PATH is too long for the installer to change safely.$\r$\nAdd this folder to it by hand to type blunderdb anywhere:$\r$\n$INSTDIR" /SD IDOK
    Return
  ${EndIf}
  ${StrStr} $2 ";$1;" ";$INSTDIR;"
  ${If} $2 != ""
    Return
  ${EndIf}
  ${If} $1 == ""
    StrCpy $1 "$INSTDIR"
  ${Else}
    StrCpy $1 "$1;$INSTDIR"
  ${EndIf}
  ${If} $MultiUser.InstallMode == "AllUsers"
    WriteRegExpandStr HKLM "SYSTEM\CurrentControlSet\Control\Session Manager\Environment" "Path" "$1"
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "AddedToPath" 1
  ${Else}
    WriteRegExpandStr HKCU "Environment" "Path" "$1"
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "AddedToPath" 1
  ${EndIf}
  SendMessage ${HWND_BROADCAST} ${WM_SETTINGCHANGE} 0 "STR:Environment" /TIMEOUT=500
FunctionEnd

; --- Uninstaller --------------------------------------------------------------
Section "Uninstall"
  ${If} $MultiUser.InstallMode == "AllUsers"
    ReadRegDWORD $0 HKLM "${UNINSTALL_KEY}" "AddedToPath"
    ReadRegStr $1 HKLM "SYSTEM\CurrentControlSet\Control\Session Manager\Environment" "Path"
  ${Else}
    ReadRegDWORD $0 HKCU "${UNINSTALL_KEY}" "AddedToPath"
    ReadRegStr $1 HKCU "Environment" "Path"
  ${EndIf}
  ${If} $0 == 1
    ; Take out ";INSTDIR" (or INSTDIR alone), leaving every other entry.
    ${UnStrRep} $1 "$1" ";$INSTDIR" ""
    ${UnStrRep} $1 "$1" "$INSTDIR;" ""
    ${If} $1 == "$INSTDIR"
      StrCpy $1 ""
    ${EndIf}
    ${If} $MultiUser.InstallMode == "AllUsers"
      WriteRegExpandStr HKLM "SYSTEM\CurrentControlSet\Control\Session Manager\Environment" "Path" "$1"
    ${Else}
      WriteRegExpandStr HKCU "Environment" "Path" "$1"
    ${EndIf}
    SendMessage ${HWND_BROADCAST} ${WM_SETTINGCHANGE} 0 "STR:Environment" /TIMEOUT=500
  ${EndIf}

  Delete "$SMPROGRAMS\${PRODUCT}.lnk"
  Delete "$DESKTOP\${PRODUCT}.lnk"
  Delete "$INSTDIR\blunderdb-app.exe"
  Delete "$INSTDIR\blunderdb.exe"
  Delete "$INSTDIR\WebView2Loader.dll"
  Delete "$INSTDIR\icon.ico"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\uninstall.exe"
  ; Only if empty: a folder the user put files in is not taken away.
  RMDir "$INSTDIR"

  ${If} $MultiUser.InstallMode == "AllUsers"
    DeleteRegKey HKLM "${UNINSTALL_KEY}"
  ${Else}
    DeleteRegKey HKCU "${UNINSTALL_KEY}"
  ${EndIf}
  ; The library (%LOCALAPPDATA%\blunderdb) and the settings
  ; (%APPDATA%\blunderdb) are the user's: they stay.
SectionEnd
