//! `collection export NAME --format apkg FILE`: a collection as an Anki
//! package (`.apkg`) that Anki 2.1 and later, AnkiDroid and AnkiMobile
//! import. One note a decision: on the front the position (a PNG board)
//! and the question; on the back the analysis's choices, the play made
//! and its error, and the IDs. The deck is named after the collection.
//!
//! Why written here rather than with a crate: genanki-rs 0.4, the one
//! Anki crate, pins rusqlite 0.25, whose libsqlite3-sys cannot be linked
//! beside rusqlite 0.43's (cargo refuses two `links = "sqlite3"`), and
//! zip 0.5. So the package is built on the project's rusqlite and the
//! `zip` crate (deflate only). docs/study.md states the schema.
//!
//! The package (Anki's "legacy" format, read by every Anki since 2.1):
//! a zip of `collection.anki2` (SQLite, schema 11: `col`, `notes`,
//! `cards`, `revlog`, `graves`), `media` (JSON: `{"0": "file.png", …}`)
//! and the media files, named `0`, `1`, ….
//!
//! Every id is derived from names that do not change (a BLAKE3 hash), not
//! from the time: the note type's and the deck's (from the collection's
//! name), each note's id and guid and its card's id (from the decision's
//! ref with the match's whole identity). So importing an updated
//! collection again updates its notes (Anki matches notes by guid, and
//! updates those whose modification time is newer: the export's time) and
//! adds the new ones, instead of doubling them; the player's review
//! history in Anki stays with the cards.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

use crate::i18n::Text;
use crate::library::store::marks::Key;
use crate::library::store::Store;
use crate::model::DecisionKind;
use crate::queries::candidates::{Candidates, Reader};
use crate::queries::drill::DecisionRow;
use crate::queries::study::{sets, usage};
use crate::queries::Result;
use crate::render::board::{action_text, esc, plain_svg, situation};
use crate::render::html_report;
use crate::t;

/// The note type's name and its fields. Kept in English whatever the
/// language of the export: the note type must stay the same from one
/// export to the next (Anki compares it by id and by its fields), and the
/// field names are template code, not text a player reads on a card.
const MODEL_NAME: &str = "blunderDB decision";
const FIELDS: [&str; 3] = ["Ref", "Front", "Back"];

/// The cards' style: the board fits the screen (a phone's too).
const CSS: &str = ".card { font-family: \"DejaVu Sans\", \"Noto Sans\", \"Noto Sans CJK JP\", Helvetica, Arial, sans-serif; font-size: 17px; color: #1d2327; background: #fff; text-align: left; }
.bdb img { max-width: 100%; height: auto; }
.bdb p { margin: 4px 0; }
.bdb .ask { font-weight: 700; margin-top: 8px; }
.bdb table { border-collapse: collapse; font-size: 15px; margin: 6px 0; font-variant-numeric: tabular-nums; }
.bdb th, .bdb td { padding: 1px 10px 1px 0; text-align: right; }
.bdb td.mv, .bdb th.mv { text-align: left; font-family: \"DejaVu Sans Mono\", Menlo, monospace; }
.bdb tr.played td { background: #fdecea; font-weight: 600; }
.bdb dl { font-size: 13px; margin: 8px 0 0; }
.bdb dt { font-weight: 600; }
.bdb dd { margin: 0 0 4px 0; font-family: \"DejaVu Sans Mono\", Menlo, monospace; word-break: break-all; }
.nightMode .bdb tr.played td { background: #5c2b29; }";

/// One note as the package holds it.
#[derive(Debug, Clone)]
pub struct AnkiNote {
    /// The decision's ref with the match's whole identity
    /// ([`Key::full_ref`]): what the ids are derived from.
    pub stable: String,
    /// The ref as a player reads it (the note's first field).
    pub reference: String,
    pub front: String,
    pub back: String,
    /// The board's picture: its file name and PNG bytes.
    pub media: (String, Vec<u8>),
    /// The player's tags, and `blunderdb`.
    pub tags: Vec<String>,
}

/// What an export wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Exported {
    /// Notes, one a decision.
    pub notes: usize,
    /// The package's size in bytes.
    pub bytes: u64,
}

/// A 64-bit hash of `what`'s name `name`: the source of every id.
fn hash64(what: &str, name: &str) -> u64 {
    let mut h = blake3::Hasher::new();
    h.update(b"blunderdb-anki\0");
    h.update(what.as_bytes());
    h.update(b"\0");
    h.update(name.as_bytes());
    let b = h.finalize();
    let mut x = [0u8; 8];
    x.copy_from_slice(&b.as_bytes()[..8]);
    u64::from_le_bytes(x)
}

/// An id Anki takes for a note, card, note type or deck: positive, below
/// 2^53 (the desktop's and AnkiDroid's JavaScript read ids as numbers)
/// and above 2^52, so far from the small ids Anki gives its own default
/// deck and note types, and from today's millisecond times it takes for
/// the ids of notes made in it.
fn id_of(what: &str, name: &str) -> i64 {
    ((hash64(what, name) & ((1u64 << 52) - 1)) | (1u64 << 52)) as i64
}

/// The note type's id: one for every export.
pub fn model_id() -> i64 {
    id_of("model", MODEL_NAME)
}

/// The deck's id, from the collection's name (compared without case, as
/// the library compares collection names).
pub fn deck_id(collection: &str) -> i64 {
    id_of("deck", &collection.trim().to_lowercase())
}

/// A note's id, from the decision's [`Key::full_ref`].
pub fn note_id(stable: &str) -> i64 {
    id_of("note", stable)
}

/// The card's id of a note (one card a note).
pub fn card_id(stable: &str) -> i64 {
    id_of("card", stable)
}

/// A note's guid: Anki's own are ten base-91 characters of a random 64-bit
/// number; this one is the same of the decision's hash.
pub fn guid(stable: &str) -> String {
    const TABLE: &[u8] =
        b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~";
    let mut n = hash64("guid", stable);
    let mut out = Vec::new();
    while n > 0 {
        out.push(TABLE[(n % 91) as usize]);
        n /= 91;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// Anki's checksum of a note's sort field: the first 8 hex digits of the
/// SHA-1 of its text, as an integer (Anki finds duplicates by it).
fn checksum(text: &str) -> i64 {
    let d = sha1(text.as_bytes());
    i64::from(u32::from_be_bytes([d[0], d[1], d[2], d[3]]))
}

/// SHA-1 (FIPS 180-4), for [`checksum`] only, with no cryptographic
/// use: forty lines rather than a crate in the library's tree.
fn sha1(data: &[u8]) -> [u8; 20] {
    let mut h: [u32; 5] = [
        0x6745_2301,
        0xEFCD_AB89,
        0x98BA_DCFE,
        0x1032_5476,
        0xC3D2_E1F0,
    ];
    let mut msg = data.to_vec();
    let bits = (data.len() as u64).wrapping_mul(8);
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&bits.to_be_bytes());
    for chunk in msg.chunks_exact(64) {
        let mut w = [0u32; 80];
        for (i, word) in chunk.chunks_exact(4).enumerate() {
            w[i] = u32::from_be_bytes([word[0], word[1], word[2], word[3]]);
        }
        for i in 16..80 {
            w[i] = (w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]).rotate_left(1);
        }
        let [mut a, mut b, mut c, mut d, mut e] = h;
        for (i, wi) in w.iter().enumerate() {
            let (f, k) = match i {
                0..=19 => ((b & c) | (!b & d), 0x5A82_7999),
                20..=39 => (b ^ c ^ d, 0x6ED9_EBA1),
                40..=59 => ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC),
                _ => (b ^ c ^ d, 0xCA62_C1D6),
            };
            let t = a
                .rotate_left(5)
                .wrapping_add(f)
                .wrapping_add(e)
                .wrapping_add(k)
                .wrapping_add(*wi);
            e = d;
            d = c;
            c = b.rotate_left(30);
            b = a;
            a = t;
        }
        for (x, y) in h.iter_mut().zip([a, b, c, d, e]) {
            *x = x.wrapping_add(y);
        }
    }
    let mut out = [0u8; 20];
    for (i, x) in h.iter().enumerate() {
        out[i * 4..i * 4 + 4].copy_from_slice(&x.to_be_bytes());
    }
    out
}

/// The front: the board, the score and match, the cube, the question.
fn front(d: &DecisionRow, picture: &str, text: &Text) -> String {
    let match_text = if d.length == 0 {
        t!(text, "board-money")
    } else if d.crawford {
        t!(text, "board-length-crawford", n = d.length)
    } else {
        t!(text, "board-length", n = d.length)
    };
    let owner = match d.cube_owner.as_deref() {
        Some("centre") => t!(text, "anki-cube-centred"),
        Some("player") => d.player.clone(),
        Some("opponent") => d.opponent.clone(),
        _ => "—".to_string(),
    };
    // A checker play asks "what do you play?"; a cube decision's line is
    // a question already ("alice on roll: double or not?").
    let question = match d.decision_kind {
        Some(DecisionKind::Checker) => {
            format!("{} — {}", situation(d, text), t!(text, "anki-ask-play"))
        }
        _ => situation(d, text),
    };
    format!(
        r#"<div class="bdb"><img src="{pic}" alt=""><p>{player} {s0} – {s1} {opponent} · {match_text}</p><p>{cube}</p><p class="ask">{question}</p></div>"#,
        pic = esc(picture),
        player = esc(&d.player),
        s0 = d.score[0],
        s1 = d.score[1],
        opponent = esc(&d.opponent),
        match_text = esc(&match_text),
        cube = esc(&t!(
            text,
            "anki-cube",
            cube = d.cube.to_string(),
            owner = owner
        )),
        question = esc(&question),
    )
}

/// The back: the best choice, the analysis's choices with their
/// equities, the play made and its error, the IDs and the ref.
fn back(d: &DecisionRow, choices: &Candidates, text: &Text) -> String {
    let dash = || "—".to_string();
    let mut s = String::from(r#"<div class="bdb">"#);
    let best = d
        .best
        .as_deref()
        .map(|b| action_text(b, text))
        .unwrap_or_else(dash);
    let _ = write!(
        s,
        "<p><b>{}</b>: {}</p>",
        esc(&t!(text, "field-best")),
        esc(&best)
    );
    match choices.list() {
        Some(list) => {
            let _ = write!(
                s,
                r#"<table><tr><th>#</th><th class="mv">{}</th><th>{}</th><th>{}</th><th></th></tr>"#,
                esc(&if d.decision_kind == Some(DecisionKind::Checker) {
                    t!(text, "field-move")
                } else {
                    t!(text, "kind-cube")
                }),
                esc(&t!(text, "report-equity")),
                esc(&t!(text, "report-diff"))
            );
            for k in list {
                html_report::candidate_row(&mut s, k, text);
            }
            s.push_str("</table>");
        }
        None => {
            let _ = write!(s, "<p>{}</p>", esc(&t!(text, "anki-no-choices")));
        }
    }
    let played = if d.played.is_empty() {
        t!(text, "board-no-move")
    } else {
        action_text(&d.played, text)
    };
    let _ = write!(
        s,
        "<p><b>{}</b>: {} · <b>{}</b>: {}</p>",
        esc(&t!(text, "field-played")),
        esc(&played),
        esc(&t!(text, "field-error")),
        esc(&t!(
            text,
            "anki-error",
            error = text.figure(d.error, 3),
            mwc = text.figure(d.mwc_loss_pct, 2)
        ))
    );
    let gnubg = match (&d.position_id, &d.match_id) {
        (Some(p), Some(m)) => Some(format!("{p}:{m}")),
        _ => None,
    };
    s.push_str("<dl>");
    for (k, v) in [
        (t!(text, "report-xgid"), d.xgid.clone()),
        (t!(text, "anki-gnubg-id"), gnubg),
        (t!(text, "anki-ref"), d.reference.clone()),
    ] {
        let _ = write!(
            s,
            "<dt>{}</dt><dd>{}</dd>",
            esc(&k),
            esc(&v.unwrap_or_else(dash))
        );
    }
    s.push_str("</dl></div>");
    s
}

/// The notes of `rows`, in order, with `keys` their keys
/// ([`sets::row_keys`]); a row without a key (no stored match) has no
/// stable name and is left out. Each board is drawn and rasterised here
/// (the slow part: about a second a board in a debug build).
pub fn notes(rows: &[DecisionRow], keys: &[Option<Key>], text: &Text) -> Result<Vec<AnkiNote>> {
    let mut reader = Reader::new();
    let mut out = Vec::with_capacity(rows.len());
    for (d, key) in rows.iter().zip(keys) {
        let Some(key) = key else { continue };
        let stable = key.full_ref();
        let name = format!("blunderdb-{:016x}.png", hash64("media", &stable));
        let png = crate::render::picture::png(&plain_svg(d, text, false))
            .map_err(|e| crate::queries::Error::invalid(e.to_string()))?;
        let mut tags = vec!["blunderdb".to_string()];
        tags.extend(d.tags.iter().cloned());
        out.push(AnkiNote {
            reference: d.reference.clone().unwrap_or_else(|| key.to_ref()),
            front: front(d, &name, text),
            back: back(d, &reader.choices(d), text),
            media: (name, png),
            tags,
            stable,
        });
    }
    Ok(out)
}

/// The `col` row's JSON: the collection's settings (`conf`), the note
/// type (`models`), the decks (Anki's Default, id 1, and the collection's)
/// and the deck options (`dconf`), as Anki 2.1 writes schema 11.
fn col_json(deck: &str, now: i64) -> (String, String, String, String) {
    let (mid, did) = (model_id(), deck_id(deck));
    let conf = serde_json::json!({
        "activeDecks": [1], "addToCur": true, "collapseTime": 1200,
        "curDeck": 1, "curModel": mid.to_string(), "dueCounts": true,
        "estTimes": true, "newBury": true, "newSpread": 0, "nextPos": 1,
        "sortBackwards": false, "sortType": "noteFld", "timeLim": 0
    });
    let field = |ord: usize, name: &str| {
        serde_json::json!({
            "name": name, "ord": ord, "sticky": false, "rtl": false,
            "font": "Arial", "size": 20, "media": []
        })
    };
    let model = serde_json::json!({
        "id": mid, "name": MODEL_NAME, "type": 0, "mod": now, "usn": -1,
        "sortf": 0, "did": did,
        "tmpls": [{
            "name": "Decision", "ord": 0,
            "qfmt": "{{Front}}",
            "afmt": "{{FrontSide}}<hr id=answer>{{Back}}",
            "bqfmt": "", "bafmt": "", "did": null, "bfont": "", "bsize": 0
        }],
        "flds": FIELDS.iter().enumerate().map(|(i, n)| field(i, n)).collect::<Vec<_>>(),
        "css": CSS,
        "latexPre": "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
        "latexPost": "\\end{document}",
        "latexsvg": false,
        "req": [[0, "any", [1]]],
        "tags": [], "vers": []
    });
    let deck_entry = |id: i64, name: &str| {
        serde_json::json!({
            "id": id, "name": name, "conf": 1, "desc": "", "dyn": 0,
            "collapsed": false, "browserCollapsed": false,
            "extendNew": 0, "extendRev": 0, "mod": now, "usn": -1,
            "newToday": [0, 0], "revToday": [0, 0], "lrnToday": [0, 0],
            "timeToday": [0, 0]
        })
    };
    let mut decks = serde_json::Map::new();
    decks.insert("1".into(), deck_entry(1, "Default"));
    decks.insert(did.to_string(), deck_entry(did, deck.trim()));
    let mut models = serde_json::Map::new();
    models.insert(mid.to_string(), model);
    let dconf = serde_json::json!({"1": {
        "id": 1, "name": "Default", "mod": 0, "usn": 0, "maxTaken": 60,
        "autoplay": true, "timer": 0, "replayq": true, "dyn": false,
        "new": {"bury": true, "delays": [1, 10], "initialFactor": 2500,
                "ints": [1, 4, 7], "order": 1, "perDay": 20, "separate": true},
        "rev": {"bury": true, "ease4": 1.3, "fuzz": 0.05, "ivlFct": 1,
                "maxIvl": 36500, "minSpace": 1, "perDay": 200},
        "lapse": {"delays": [10], "leechAction": 0, "leechFails": 8,
                  "minInt": 1, "mult": 0}
    }});
    (
        conf.to_string(),
        serde_json::Value::Object(models).to_string(),
        serde_json::Value::Object(decks).to_string(),
        dconf.to_string(),
    )
}

/// Anki's schema 11 (the tables and indexes of a 2.1 `collection.anki2`).
const SCHEMA: &str = "
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null,
  scm integer not null, ver integer not null, dty integer not null, usn integer not null,
  ls integer not null, conf text not null, models text not null, decks text not null,
  dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null,
  mod integer not null, usn integer not null, tags text not null, flds text not null,
  sfld integer not null, csum integer not null, flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null,
  ord integer not null, mod integer not null, usn integer not null, type integer not null,
  queue integer not null, due integer not null, ivl integer not null, factor integer not null,
  reps integer not null, lapses integer not null, left integer not null, odue integer not null,
  odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null,
  ease integer not null, ivl integer not null, lastIvl integer not null, factor integer not null,
  time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
";

/// `collection.anki2`'s bytes: the deck `deck` of `notes`, modified at
/// `now` (Unix seconds).
fn collection_db(deck: &str, notes: &[AnkiNote], now: i64) -> std::result::Result<Vec<u8>, String> {
    // rusqlite here is built without `serialize`: the database is made in
    // a private temporary folder and read back.
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let path = dir.path().join("collection.anki2");
    fill(&path, deck, notes, now).map_err(|e| e.to_string())?;
    std::fs::read(&path).map_err(|e| e.to_string())
}

/// Writes the tables of [`collection_db`] into a new database at `path`.
fn fill(path: &Path, deck: &str, notes: &[AnkiNote], now: i64) -> rusqlite::Result<()> {
    {
        let mut c = rusqlite::Connection::open(path)?;
        c.execute_batch(SCHEMA)?;
        let tx = c.transaction()?;
        let (conf, models, decks, dconf) = col_json(deck, now);
        tx.execute(
            "INSERT INTO col VALUES (1, ?1, ?2, ?2, 11, 0, 0, 0, ?3, ?4, ?5, ?6, '{}')",
            rusqlite::params![now, now * 1000, conf, models, decks, dconf],
        )?;
        let (mid, did) = (model_id(), deck_id(deck));
        for (i, n) in notes.iter().enumerate() {
            let nid = note_id(&n.stable);
            let flds = [n.reference.as_str(), &n.front, &n.back].join("\u{1f}");
            let tags = format!(" {} ", n.tags.join(" "));
            tx.execute(
                "INSERT INTO notes VALUES (?1, ?2, ?3, ?4, -1, ?5, ?6, ?7, ?8, 0, '')",
                rusqlite::params![
                    nid,
                    guid(&n.stable),
                    mid,
                    now,
                    tags,
                    flds,
                    n.reference,
                    checksum(&n.reference)
                ],
            )?;
            // A new card, due in the collection's order.
            tx.execute(
                "INSERT INTO cards VALUES (?1, ?2, ?3, 0, ?4, -1, 0, 0, ?5, 0, 0, 0, 0, 0, 0, 0, 0, '')",
                rusqlite::params![card_id(&n.stable), nid, did, now, i as i64 + 1],
            )?;
        }
        tx.commit()?;
        c.close().map_err(|(_, e)| e)?;
    }
    Ok(())
}

/// The package's bytes: the zip of `collection.anki2`, `media` and the
/// numbered media files.
pub fn package(deck: &str, notes: &[AnkiNote], now: i64) -> Result<Vec<u8>> {
    let fail = |e: String| crate::queries::Error::invalid(e);
    let db = collection_db(deck, notes, now).map_err(fail)?;
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let deflated = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    // PNGs are compressed already.
    let stored =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    let mut media = serde_json::Map::new();
    for (i, n) in notes.iter().enumerate() {
        media.insert(i.to_string(), n.media.0.clone().into());
    }
    let mut put = |name: &str, opts, bytes: &[u8]| -> std::result::Result<(), String> {
        zip.start_file(name, opts).map_err(|e| e.to_string())?;
        zip.write_all(bytes).map_err(|e| e.to_string())
    };
    put("collection.anki2", deflated, &db).map_err(fail)?;
    put(
        "media",
        deflated,
        serde_json::Value::Object(media).to_string().as_bytes(),
    )
    .map_err(fail)?;
    for (i, n) in notes.iter().enumerate() {
        put(&i.to_string(), stored, &n.media.1).map_err(fail)?;
    }
    Ok(zip.finish().map_err(|e| fail(e.to_string()))?.into_inner())
}

/// An export under way: the collection's decisions read from the library
/// and the temporary file made beside the target. The boards are drawn in
/// [`Pending::finish`], which needs no library, so the window does not
/// hold the library while they are.
pub struct Pending {
    name: String,
    rows: Vec<DecisionRow>,
    keys: Vec<Option<Key>>,
    path: std::path::PathBuf,
    tmp: tempfile::NamedTempFile,
}

/// The usage error of a package that cannot be written at `path`.
fn cannot(path: &Path, e: &dyn std::fmt::Display) -> crate::queries::Error {
    usage(crate::msg!(
        "anki-cannot-write",
        path = path.display().to_string(),
        error = e.to_string()
    ))
}

/// The first half of [`export_collection`]: an unknown or empty
/// collection and a path that cannot be written are usage errors naming
/// them, told before any board is drawn.
pub fn begin(store: &Store, name: &str, path: &Path, text: &Text) -> Result<Pending> {
    let c = sets::find(store, name)?;
    let rows = sets::rows(store, &c)?;
    let keys = sets::row_keys(store, &rows)?;
    if keys.iter().all(Option::is_none) {
        return Err(usage(crate::msg!("anki-empty", name = c.name.as_str())));
    }
    if path.is_dir() {
        return Err(cannot(path, &t!(text, "anki-is-folder")));
    }
    let tmp = crate::library::files::beside(path).map_err(|e| cannot(path, &e))?;
    Ok(Pending {
        name: c.name,
        rows,
        keys,
        path: path.to_path_buf(),
        tmp,
    })
}

impl Pending {
    /// The second half: the notes drawn, the package written to the
    /// temporary file, synced, and renamed over the target. On any error
    /// the temporary file is removed and the target left as it was.
    pub fn finish(self, text: &Text) -> Result<Exported> {
        let Pending {
            name,
            rows,
            keys,
            path,
            mut tmp,
        } = self;
        let notes = notes(&rows, &keys, text)?;
        let bytes = package(&name, &notes, crate::queries::study::now())?;
        tmp.write_all(&bytes).map_err(|e| cannot(&path, &e))?;
        // A deck to share, not a secret: the usual permissions.
        crate::library::files::persist(tmp, &path, crate::library::files::Access::Shared)
            .map_err(|e| cannot(&path, &e))?;
        Ok(Exported {
            notes: notes.len(),
            bytes: bytes.len() as u64,
        })
    }
}

/// `collection export NAME --format apkg FILE`: the collection `name` as
/// an Anki package written to `path` whole or not at all (a temporary
/// file in the same folder, renamed over `path` once complete).
pub fn export_collection(store: &Store, name: &str, path: &Path, text: &Text) -> Result<Exported> {
    begin(store, name, path, text)?.finish(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha1_of_known_texts() {
        let hex = |d: [u8; 20]| d.iter().map(|b| format!("{b:02x}")).collect::<String>();
        assert_eq!(hex(sha1(b"")), "da39a3ee5e6b4b0d3255bfef95601890afd80709");
        assert_eq!(
            hex(sha1(b"abc")),
            "a9993e364706816aba3e25717850c26c9cd0d89d"
        );
        let long = b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
        assert_eq!(hex(sha1(long)), "84983e441c3bd26ebaae4aa1f95129e5e54670f1");
        // Anki's checksum of "abc": the first 8 hex digits as a number.
        assert_eq!(checksum("abc"), 0xa999_3e36);
    }

    /// A decision the library knows little of: no analysis, no IDs.
    fn bare_row() -> DecisionRow {
        DecisionRow {
            match_no: 1,
            game: 1,
            seq: 0,
            move_number: 3,
            player: "alice".into(),
            opponent: "bob".into(),
            seat: 0,
            kind: "checker".into(),
            dice: Some("43".into()),
            cube: 1,
            cube_owner: None,
            played: "13/9 13/10".into(),
            best: None,
            error: None,
            mwc_loss_pct: None,
            position_id: None,
            match_id: None,
            xgid: None,
            length: 0,
            score: [0, 0],
            crawford: false,
            source: "nowhere.sgf".into(),
            reference: None,
            tags: Vec::new(),
            starred: false,
            comments: Vec::new(),
            board: None,
            state: None,
            decision_kind: Some(DecisionKind::Checker),
        }
    }

    #[test]
    fn unknown_is_a_dash_not_a_zero() {
        let text = Text::get("en");
        let d = bare_row();
        let b = back(&d, &Candidates::None, text);
        assert!(b.contains("<b>Best</b>: —"), "{b}");
        assert!(b.contains("— EMG (— % MWC)"), "{b}");
        assert!(b.contains("Candidates: —"), "{b}");
        assert!(b.contains("<dt>XGID</dt><dd>—</dd>"), "{b}");
        assert!(!b.contains("0.000"), "{b}");
        let f = front(&d, "x.png", text);
        assert!(f.contains("Cube at 1 (—)"), "{f}");
        assert!(f.contains("alice to play 4-3 — what do you play?"), "{f}");
        assert!(f.contains("money game"), "{f}");
    }

    #[test]
    fn ids_are_stable_and_in_range() {
        let s = "0123456789abcdef0123456789abcdef-2-14d";
        assert_eq!(note_id(s), note_id(s));
        assert_ne!(note_id(s), card_id(s));
        assert_ne!(note_id(s), note_id("0123456789abcdef0123456789abcdef-2-14"));
        for id in [note_id(s), card_id(s), model_id(), deck_id("Back games")] {
            assert!((1i64 << 52..1i64 << 53).contains(&id), "{id}");
        }
        assert_eq!(deck_id("Back games"), deck_id(" back GAMES "));
        let g = guid(s);
        assert_eq!(g, guid(s));
        assert!(!g.is_empty() && g.len() <= 10, "{g}");
    }
}
