// The parts of window.__TAURI__ (withGlobalTauri) the window uses.
interface TauriGlobal {
  app: { getName(): Promise<string>; getVersion(): Promise<string>; getTauriVersion(): Promise<string> };
  core: { invoke(cmd: string, args?: Record<string, unknown>): Promise<any> };
  event: { listen(event: string, handler: (e: { payload: unknown }) => void): Promise<() => void> };
  webview: {
    getCurrentWebview(): {
      onDragDropEvent(handler: (e: { payload: { type: string; paths: string[] } }) => void): Promise<() => void>;
    };
  };
  dialog: {
    open(options: Record<string, unknown>): Promise<string | string[] | null>;
    save(options: Record<string, unknown>): Promise<string | null>;
  };
}
interface Window {
  __TAURI__: TauriGlobal;
}
