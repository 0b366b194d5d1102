//! `collection export NAME --format apkg FILE` (#41): the package is read
//! back as Anki reads it — the zip, its `collection.anki2` opened with
//! SQLite, its tables and JSON, the media — and its notes checked against
//! what `blunderdb decisions` prints for the same decisions. Exported
//! again, the notes keep their ids and guids (so Anki updates them); a
//! decision added adds one note. Bad requests write nothing.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;
use std::path::{Path, PathBuf};

use common::{run, text};
use serde_json::Value;

fn fixtures() -> Option<PathBuf> {
    blunderdb::model::shared::require().map(|s| s.join("fixtures"))
}

fn ok(db: &Path, args: &[&str]) -> String {
    let o = run(db, args);
    assert!(o.status.success(), "{args:?}: {}", text(&o));
    text(&o)
}

fn json(db: &Path, args: &[&str]) -> Value {
    let o = run(db, args);
    assert!(o.status.success(), "{args:?}: {}", text(&o));
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {}", text(&o)))
}

/// A note as read back: its ids, fields and its card.
#[derive(Debug, Clone, PartialEq)]
struct Note {
    id: i64,
    guid: String,
    card: i64,
    fields: Vec<String>,
}

/// A package read back: the notes by ref, the deck's name, the media.
struct Package {
    notes: BTreeMap<String, Note>,
    deck: String,
}

/// Reads `path` as Anki does and checks its form; returns its notes.
fn read_package(path: &Path, dir: &Path) -> Package {
    let file = std::fs::File::open(path).unwrap();
    let mut zip = zip::ZipArchive::new(file).expect("a zip");
    let mut entries: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    for i in 0..zip.len() {
        let mut f = zip.by_index(i).unwrap();
        let mut bytes = Vec::new();
        f.read_to_end(&mut bytes).unwrap();
        entries.insert(f.name().expect("a UTF-8 name").to_string(), bytes);
    }
    // The media map: "0", "1", … to file names, each a PNG in the zip.
    let media: BTreeMap<String, String> =
        serde_json::from_slice(&entries["media"]).expect("media is JSON");
    let mut names = BTreeSet::new();
    for (k, name) in &media {
        let png = entries.get(k).unwrap_or_else(|| panic!("media file {k}"));
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{name}");
        assert!(names.insert(name.clone()), "{name} twice");
    }
    let mut want: BTreeSet<String> = media.keys().cloned().collect();
    want.insert("media".into());
    want.insert("collection.anki2".into());
    assert_eq!(entries.keys().cloned().collect::<BTreeSet<_>>(), want);

    let db = dir.join(format!(
        "{}.anki2",
        path.file_name().unwrap().to_string_lossy()
    ));
    std::fs::write(&db, &entries["collection.anki2"]).unwrap();
    let c = rusqlite::Connection::open(&db).unwrap();
    let tables: BTreeSet<String> = c
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    for t in ["col", "notes", "cards", "revlog", "graves"] {
        assert!(tables.contains(t), "table {t}: {tables:?}");
    }
    let (n, ver): (i64, i64) = c
        .query_row("SELECT count(*), max(ver) FROM col", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!((n, ver), (1, 11), "one col row, schema 11");
    let (conf, models, decks, dconf): (String, String, String, String) = c
        .query_row("SELECT conf, models, decks, dconf FROM col", [], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
        })
        .unwrap();
    for j in [&conf, &dconf] {
        assert!(serde_json::from_str::<Value>(j).unwrap().is_object());
    }
    let models: BTreeMap<String, Value> = serde_json::from_str(&models).unwrap();
    assert_eq!(models.len(), 1);
    let (mid, model) = models.iter().next().unwrap();
    assert_eq!(model["id"].as_i64().unwrap().to_string(), *mid);
    let fields: Vec<&str> = model["flds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    assert_eq!(fields, ["Ref", "Front", "Back"]);
    assert_eq!(model["tmpls"][0]["qfmt"], "{{Front}}");
    assert!(model["tmpls"][0]["afmt"]
        .as_str()
        .unwrap()
        .contains("{{Back}}"));
    let decks: BTreeMap<String, Value> = serde_json::from_str(&decks).unwrap();
    let ours: Vec<(&String, &Value)> = decks.iter().filter(|(k, _)| *k != "1").collect();
    assert_eq!(ours.len(), 1, "{decks:?}");
    let (did, deck) = ours[0];
    assert_eq!(deck["id"].as_i64().unwrap().to_string(), *did);

    let mut notes = BTreeMap::new();
    let mut st = c
        .prepare(
            "SELECT n.id, n.guid, n.mid, n.flds, n.sfld, c.id, c.did, c.ord
             FROM notes n JOIN cards c ON c.nid = n.id ORDER BY c.due",
        )
        .unwrap();
    let rows = st
        .query_map([], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, String>(4)?,
                r.get::<_, i64>(5)?,
                r.get::<_, i64>(6)?,
                r.get::<_, i64>(7)?,
            ))
        })
        .unwrap();
    let mut used = BTreeSet::new();
    for row in rows {
        let (id, guid, m, flds, sfld, card, d, ord) = row.unwrap();
        assert_eq!(m.to_string(), *mid);
        assert_eq!(d.to_string(), *did);
        assert_eq!(ord, 0);
        let fields: Vec<String> = flds.split('\u{1f}').map(str::to_string).collect();
        assert_eq!(fields.len(), 3);
        assert_eq!(sfld, fields[0]);
        // The board: an <img> of a media file of the package.
        let src = fields[1]
            .split("<img src=\"")
            .nth(1)
            .and_then(|s| s.split('"').next())
            .unwrap_or_else(|| panic!("no <img> in {}", fields[1]));
        assert!(names.contains(src), "{src} not in the media");
        used.insert(src.to_string());
        let note = Note {
            id,
            guid,
            card,
            fields: fields.clone(),
        };
        assert!(
            notes.insert(fields[0].clone(), note).is_none(),
            "one note a ref"
        );
    }
    assert_eq!(used, names, "every media file is a note's board");
    let cards: i64 = c
        .query_row("SELECT count(*) FROM cards", [], |r| r.get(0))
        .unwrap();
    assert_eq!(cards as usize, notes.len(), "one card a note");
    Package {
        notes,
        deck: deck["name"].as_str().unwrap().to_string(),
    }
}

#[test]
fn a_collection_becomes_an_anki_package_and_keeps_its_note_ids() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    ok(&db, &["import", fx.join("xg").to_str().unwrap()]);
    // The worst decisions: XG's, checker plays and cube actions.
    let worst = json(&db, &["decisions", "--limit", "4", "--format", "json"]);
    let rows: Vec<Value> = worst["decisions"].as_array().unwrap().clone();
    assert_eq!(rows.len(), 4);
    let refs: Vec<&str> = rows.iter().map(|d| d["ref"].as_str().unwrap()).collect();
    ok(&db, &["collection", "new", "Back games"]);
    ok(
        &db,
        &["collection", "add", "back games", refs[0], refs[1], refs[2]],
    );

    let first = dir.path().join("first.apkg");
    let said = ok(
        &db,
        &[
            "collection",
            "export",
            "back games",
            "--format",
            "apkg",
            first.to_str().unwrap(),
        ],
    );
    assert!(said.contains("3 decisions written to"), "{said}");
    let p = read_package(&first, dir.path());
    assert_eq!(p.deck, "Back games");
    assert_eq!(
        p.notes.keys().map(String::as_str).collect::<BTreeSet<_>>(),
        refs[..3].iter().copied().collect::<BTreeSet<_>>()
    );
    for d in &rows[..3] {
        let n = &p.notes[d["ref"].as_str().unwrap()];
        let (front, back) = (&n.fields[1], &n.fields[2]);
        // The front asks; the back answers with the library's figures.
        let xgid = d["xgid"].as_str().unwrap();
        assert!(back.contains(xgid), "{xgid} not in {back}");
        assert!(!front.contains(xgid), "the front gives the answer away");
        let error = format!("{:.3} EMG", d["error"].as_f64().unwrap());
        assert!(back.contains(&error), "{error} not in {back}");
        let gnubg = format!(
            "{}:{}",
            d["position_id"].as_str().unwrap(),
            d["match_id"].as_str().unwrap()
        );
        assert!(back.contains(&gnubg), "{gnubg} not in {back}");
        // The choices of XG's analysis, the played one marked.
        assert!(back.contains("<table>"), "{back}");
        assert!(back.contains("class=\"played\""), "{back}");
        let best = d["best"].as_str().unwrap();
        assert!(back.contains(best), "{best} not in {back}");
        let player = d["player"].as_str().unwrap();
        assert!(front.contains(player), "{front}");
        let length = d["length"].as_u64().unwrap();
        assert!(front.contains(&format!("{length}-point match")), "{front}");
        match d["kind"].as_str().unwrap() {
            "checker" => assert!(front.contains("what do you play?"), "{front}"),
            "double" | "no double" => assert!(front.contains("double or not?"), "{front}"),
            _ => assert!(front.contains("to take or pass"), "{front}"),
        }
    }

    // Again: the same ids, guids and card ids (Anki updates the notes).
    let again = dir.path().join("again.apkg");
    ok(
        &db,
        &[
            "collection",
            "export",
            "Back games",
            "--format",
            "apkg",
            again.to_str().unwrap(),
        ],
    );
    let q = read_package(&again, dir.path());
    let ids = |p: &Package| -> BTreeMap<String, (i64, String, i64)> {
        p.notes
            .iter()
            .map(|(k, n)| (k.clone(), (n.id, n.guid.clone(), n.card)))
            .collect()
    };
    assert_eq!(ids(&q), ids(&p));

    // A decision added: exactly one note more, the others unchanged.
    ok(&db, &["collection", "add", "back games", refs[3]]);
    let more = dir.path().join("more.apkg");
    ok(
        &db,
        &[
            "collection",
            "export",
            "Back games",
            "--format",
            "apkg",
            more.to_str().unwrap(),
        ],
    );
    let r = read_package(&more, dir.path());
    assert_eq!(r.notes.len(), 4);
    let mut grown = ids(&r);
    let added = grown.remove(refs[3]).expect("the added decision's note");
    assert_eq!(grown, ids(&p));
    assert!(ids(&p).values().all(|v| v.0 != added.0 && v.1 != added.1));
    // Written whole: no temporary file left beside the packages.
    let left: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("blunderdb-anki"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn bad_requests_write_nothing() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    let charlot = fx
        .join("xg")
        .join("charlot1-charlot2_7p_2025-11-08-2305.xg");
    ok(&db, &["import", charlot.to_str().unwrap()]);
    let worst = json(&db, &["decisions", "--limit", "1", "--format", "json"]);
    let r = worst["decisions"][0]["ref"].as_str().unwrap().to_string();
    ok(&db, &["collection", "new", "empty"]);
    ok(&db, &["collection", "new", "one"]);
    ok(&db, &["collection", "add", "one", &r]);
    let target = dir.path().join("kept.apkg");
    std::fs::write(&target, b"the player's own file").unwrap();
    let t = target.to_str().unwrap();
    let missing = dir.path().join("no such folder").join("x.apkg");
    let folder = dir.path().to_str().unwrap().to_string();
    for (args, says) in [
        (
            vec!["collection", "export", "nothing", "--format", "apkg", t],
            "\"nothing\"",
        ),
        (
            vec!["collection", "export", "empty", "--format", "apkg", t],
            "\"empty\" has no decision",
        ),
        (
            vec![
                "collection",
                "export",
                "one",
                "--format",
                "apkg",
                missing.to_str().unwrap(),
            ],
            "x.apkg",
        ),
        (
            vec!["collection", "export", "one", "--format", "apkg", &folder],
            "it is a folder",
        ),
        // clap's: a format without a file, a file without a format, two
        // forms at once.
        (vec!["collection", "export", "one", "--format", "apkg"], ""),
        (vec!["collection", "export", "one", t], ""),
        (
            vec![
                "collection",
                "export",
                "one",
                "--format",
                "apkg",
                t,
                "--xgid",
                t,
            ],
            "",
        ),
    ] {
        let o = run(&db, &args);
        let said = text(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {said}");
        assert!(said.contains(says), "{args:?}: {said}");
        assert!(!said.contains("panicked"), "{said}");
    }
    assert_eq!(std::fs::read(&target).unwrap(), b"the player's own file");
    assert!(!missing.exists());
    let left: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("blunderdb-anki"))
        .collect();
    assert!(left.is_empty(), "{left:?}");

    // The older forms and --format html|xgid write what they wrote.
    let a = dir.path().join("a.txt");
    let b = dir.path().join("b.txt");
    ok(
        &db,
        &["collection", "export", "one", "--xgid", a.to_str().unwrap()],
    );
    ok(
        &db,
        &[
            "collection",
            "export",
            "one",
            "--format",
            "xgid",
            b.to_str().unwrap(),
        ],
    );
    assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
    let xgid = worst["decisions"][0]["xgid"].as_str().unwrap();
    assert_eq!(std::fs::read_to_string(&a).unwrap(), format!("{xgid}\n"));
    let h = dir.path().join("h.html");
    ok(
        &db,
        &["collection", "export", "one", "--html", h.to_str().unwrap()],
    );
    assert!(std::fs::read_to_string(&h).unwrap().contains(xgid));
    // The package over the player's file, once it can be written.
    ok(&db, &["collection", "export", "one", "--format", "apkg", t]);
    assert_eq!(read_package(&target, dir.path()).notes.len(), 1);
}
