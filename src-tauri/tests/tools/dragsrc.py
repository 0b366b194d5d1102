#!/usr/bin/python3
"""A real X11 drag source for the end-to-end test: a small GTK window at
($DRAG_X, $DRAG_Y) that offers the paths given as arguments as
text/uri-list. Prints "ready" once it is on screen. Run it with Debian's
/usr/bin/python3 (it needs python3-gi and gir1.2-gtk-3.0)."""
import os
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

uris = [GLib.filename_to_uri(os.path.abspath(p), None) for p in sys.argv[1:]]
win = Gtk.Window(title="drag source")
win.set_default_size(120, 120)
win.move(int(os.environ.get("DRAG_X", "1300")), int(os.environ.get("DRAG_Y", "50")))
box = Gtk.EventBox()
box.add(Gtk.Label(label="DRAG ME"))
win.add(box)
box.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [], Gdk.DragAction.COPY)
box.drag_source_add_uri_targets()
box.connect("drag-data-get", lambda _w, _ctx, data, _info, _t: data.set_uris(uris))
win.connect("destroy", Gtk.main_quit)


def ready():
    print("ready", flush=True)
    return False


win.connect("map-event", lambda *_: GLib.timeout_add(400, ready) and False)
win.show_all()
Gtk.main()
