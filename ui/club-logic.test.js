import { test } from "node:test";
import assert from "node:assert/strict";
import { speak } from "./i18n-node.js"; // English, from locales/en
import {
  CLUB_TABS,
  tabShown,
  allowedTab,
  checkClub,
  when,
  clubCard,
  canPublish,
  publishSummary,
  bannerParts,
  bannerText,
  say,
  progressMsg,
} from "./club-logic.js";

/** @returns {import("./club-logic.js").ClubInfo} */
const club = () => ({
  url: "https://club.example.org",
  club: "Aachen BC",
  role: "uploader",
  viewing: false,
  unpublished: 3,
  last_publish: null,
  last_sync: null,
});

/** @returns {import("./club-logic.js").PublishReport} */
const report = () => ({ files: 4, imported: 2, duplicates: 1, replaced: 0, skipped: 0, failed: 1, lines: [] });

test("the address and the token are checked before they are sent", () => {
  assert.deepEqual(checkClub("  https://club.example.org/  ", " abc "), { ok: true, url: "https://club.example.org", token: "abc" });
  assert.deepEqual(checkClub("http://10.0.0.2:8080", "t"), { ok: true, url: "http://10.0.0.2:8080", token: "t" });
  assert.deepEqual(checkClub("HTTP://club.example.org/blunderdb", "t"), { ok: true, url: "HTTP://club.example.org/blunderdb", token: "t" });
  const empty = checkClub("   ", "abc");
  assert.equal(empty.ok, false);
  assert.ok(!empty.ok && empty.field === "url" && empty.message.id === "club-url-empty");
  for (const bad of ["club.example.org", "ftp://club.example.org", "http://", "https:/club.example.org", "http://club example.org", "file:///tmp/x"]) {
    const r = checkClub(bad, "abc");
    assert.ok(!r.ok && r.field === "url" && r.message.id === "club-url-scheme", bad);
  }
  const scheme = checkClub("club.example.org", "abc");
  assert.ok(!scheme.ok);
  assert.equal(say(scheme.message), "club.example.org is not an address of a club server: it begins with http:// or https://.");
  const token = checkClub("https://club.example.org", "  ");
  assert.ok(!token.ok && token.field === "token");
  assert.equal(say(token.message), "Type the token the club's admin gave you.");
});

test("a publish's summary line", () => {
  const r = publishSummary(report());
  assert.equal(r.id, "club-published");
  assert.equal(r.args?.n, 4);
  assert.equal(r.bad, true);
  assert.equal(say(r), "Sent 4 files to the club: 2 imported, 1 duplicate, 1 failed");
  const one = publishSummary({ ...report(), files: 1, imported: 0, duplicates: 0, replaced: 1, failed: 0 });
  assert.equal(one.bad, false);
  assert.equal(say(one), "Sent 1 file to the club: 0 imported, 0 duplicates, 1 replaced");
  const skipped = publishSummary({ ...report(), files: 1200, imported: 1190, duplicates: 0, skipped: 10, failed: 0 });
  assert.equal(say(skipped), "Sent 1,200 files to the club: 1,190 imported, 0 duplicates, 10 skipped");
  assert.deepEqual(publishSummary({ ...report(), files: 0, imported: 0, duplicates: 0, failed: 0 }), { id: "club-publish-nothing", bad: false });
});

test("the card: no club, a club and its role, the club's library shown", () => {
  const none = clubCard({ ...club(), url: null, club: null, role: null, unpublished: null });
  assert.equal(say(none.status), "No club is set.");
  assert.deepEqual([none.set, none.form, none.forget, none.open, none.back], [false, true, false, false, false]);
  assert.equal(none.unpublished, null);
  assert.equal(clubCard(null).set, false);

  const set = clubCard(club());
  assert.equal(say(set.status), "Aachen BC at https://club.example.org · uploader: you can publish matches to it");
  assert.deepEqual([set.set, set.viewing, set.form, set.forget, set.open, set.back], [true, false, true, true, true, false]);
  assert.equal(set.unpublished && say(set.unpublished), "3 matches of your library are not published yet.");
  assert.equal(set.published && say(set.published), "Nothing published from this computer yet.");
  assert.equal(set.synced, null);
  const reader = clubCard({ ...club(), role: "reader", unpublished: 1 });
  assert.match(say(reader.status), /· reader: you can open its library$/);
  assert.equal(reader.unpublished && say(reader.unpublished), "1 match of your library is not published yet.");
  assert.match(say(clubCard({ ...club(), role: null }).status), /the token's role is unknown$/);
  assert.match(say(clubCard({ ...club(), role: "superuser" }).status), /the token's role is unknown$/);
  assert.equal(say(clubCard({ ...club(), club: null }).status), "Club server https://club.example.org: not reached yet.");
  const all = clubCard({ ...club(), unpublished: 0, last_publish: "2026-03-07T21:05:00Z" });
  assert.equal(all.unpublished && say(all.unpublished), "Every match of your library is published.");
  assert.equal(all.published && say(all.published), `Last published ${when("2026-03-07T21:05:00Z")}.`);

  const viewing = clubCard({ ...club(), viewing: true, unpublished: null, last_sync: "2026-03-08T08:00:00Z" });
  assert.equal(say(viewing.status), "The window shows the library of Aachen BC, read-only.");
  assert.deepEqual([viewing.viewing, viewing.form, viewing.forget, viewing.open, viewing.back], [true, false, false, false, true]);
  assert.equal(viewing.unpublished, null);
  assert.equal(viewing.published, null);
  assert.equal(viewing.synced && say(viewing.synced), `last updated ${when("2026-03-08T08:00:00Z")}`);
});

test("publishing needs an uploader's or an admin's token, from one's own library", () => {
  assert.deepEqual(canPublish(club()), { allowed: true, why: null });
  assert.deepEqual(canPublish({ ...club(), role: "admin" }), { allowed: true, why: null });
  for (const role of ["reader", "worker", null]) {
    const r = canPublish({ ...club(), role });
    assert.equal(r.allowed, false);
    assert.equal(r.why?.id, "club-publish-no-right");
  }
  const viewing = canPublish({ ...club(), role: "admin", viewing: true });
  assert.equal(viewing.allowed, false);
  assert.equal(viewing.why && say(viewing.why), "Go back to your library to publish from it.");
  assert.deepEqual(canPublish({ ...club(), url: null }), { allowed: false, why: null });
  assert.deepEqual(canPublish(undefined), { allowed: false, why: null });
});

test("the tabs shown while the club's library is shown", () => {
  assert.deepEqual([...CLUB_TABS], ["stats", "players", "matches", "review", "settings"]);
  for (const tab of ["stats", "players", "matches", "review", "settings", "positions", "train"]) assert.equal(tabShown(tab, false), true, tab);
  assert.equal(tabShown("positions", true), false);
  assert.equal(tabShown("train", true), false);
  assert.equal(tabShown("matches", true), true);
  assert.equal(allowedTab({ club: "Aachen BC" }, "train"), "stats");
  assert.equal(allowedTab({ club: "Aachen BC" }, "players"), "players");
  assert.equal(allowedTab({ club: null }, "train"), "train");
  assert.equal(allowedTab(null, "positions"), "positions");
});

test("dates and times, the banner", () => {
  const at = new Date(2026, 2, 7, 22, 5).toISOString();
  assert.equal(when(at), "3/7/2026 22:05");
  assert.equal(when("soon"), "soon");
  assert.equal(when(""), "");
  assert.deepEqual(bannerParts("Aachen BC", null), [{ id: "club-banner", args: { club: "Aachen BC" } }]);
  assert.equal(bannerText("Aachen BC", null), "Club library “Aachen BC” — read-only");
  assert.equal(bannerText("Aachen BC", at), "Club library “Aachen BC” — read-only · last updated 3/7/2026 22:05");
  speak("fr");
  try {
    assert.equal(when(at), "07/03/2026 22:05");
    assert.equal(bannerText("Aachen BC", at), "Bibliothèque du club « Aachen BC » — lecture seule · mise à jour le 07/03/2026 22:05");
    assert.equal(say(publishSummary(report())), "4 fichiers envoyés au club : 2 importés, 1 doublon, 1 échec");
    assert.equal(say(canPublish({ ...club(), viewing: true }).why ?? { id: "" }), "Revenez à votre bibliothèque pour en publier les matchs.");
  } finally {
    speak("en");
  }
});

test("a publish or an open says how far it is on its busy button, once the total is known", () => {
  assert.deepEqual(progressMsg("club-publishing", { kind: "publish", done: 0, total: 0 }), { id: "club-publishing" });
  const m = progressMsg("club-publishing", { kind: "publish", done: 120, total: 1000 });
  assert.deepEqual(m, { id: "club-publishing-progress", args: { done: 120, total: 1000 } });
  assert.equal(say(m), "Publishing… 120 / 1,000");
  assert.equal(say(progressMsg("club-opening", { kind: "open", done: 4000, total: 10020 })), "Fetching the club's library… 4,000 / 10,020");
  assert.equal(say(progressMsg("club-updating", { kind: "open", done: 10020, total: 10020 })), "Updating… 10,020 / 10,020");
  // Never past the total, and never another command's numbers.
  assert.deepEqual(progressMsg("club-opening", { kind: "open", done: 12, total: 10 }).args, { done: 10, total: 10 });
  assert.deepEqual(progressMsg("club-opening", { kind: "publish", done: 1, total: 10 }), { id: "club-opening" });
  assert.deepEqual(progressMsg("club-connecting", { kind: "open", done: 1, total: 10 }), { id: "club-connecting" });
});
