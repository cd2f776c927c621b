"""Reads amp2hip-report.json back (schema amp2hip-migration-report/1,
docs/migrate.md) and prints what a tool would take from it, one fact per
line, for FileCheck. Fails if a field the schema promises is missing or has
the wrong type."""
import json
import sys

with open(sys.argv[1], encoding="utf-8") as f:
    report = json.load(f)
assert report["schema"] == "amp2hip-migration-report/1", report["schema"]
for key, kind in [("input", str), ("root", str), ("configuration", str),
                  ("analysisOnly", bool), ("projects", list),
                  ("diagnostics", list), ("notCarriedOver", list),
                  ("summary", dict)]:
    assert isinstance(report[key], kind), key
print("input", report["input"], report["configuration"],
      "analysis" if report["analysisOnly"] else "migration")
for p in report["projects"]:
    for key in ["name", "path", "type", "status", "clangArgs", "sources",
                "excluded", "headers", "dataFiles", "references",
                "propertySheets", "links"]:
        assert key in p, key
    print("project", p["name"], p["type"], p["status"], p["configuration"],
          "target=%s" % p["target"], "pch=%s" % p["precompiledHeader"])
    for s in p["sources"]:
        print("  source", s["path"], "translated" if s["translated"] else "not-translated",
              "kernels=%d" % s["kernels"])
    for e in p["excluded"]:
        print("  excluded", e)
    for d in p["dataFiles"]:
        print("  data", d)
    for r in p["references"]:
        print("  reference", r)
    for s in p["propertySheets"]:
        print("  sheet", s)
    print("  links", " ".join(p["links"]))
for n in report["notCarriedOver"]:
    print("not-carried", n["id"], "%s:%d" % (n["file"], n["line"]))
print("summary", " ".join("%s=%s" % kv for kv in sorted(report["summary"].items())))
