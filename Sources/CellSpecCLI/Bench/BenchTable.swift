/// The benchmark's results as text: a progress line per size, and a Markdown table for the README.
enum BenchTable {
    static func seconds(_ value: Double) -> String {
        value < 10 ? String(format: "%.2f s", value) : String(format: "%.1f s", value)
    }

    static func memory(_ kibibytes: Int) -> String { "\(kibibytes / 1024) MiB" }

    static func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }

    static func line(_ row: BenchRunner.Row) -> String {
        "N=\(row.size): cold \(seconds(row.cold.seconds)), warm \(seconds(row.warm.seconds)), one edit \(seconds(row.edited.seconds)), "
            + "floor \(seconds(row.floor.seconds)), naive \(seconds(row.naive.seconds)); cold/floor per repeat "
            + row.coldOverFloor.map(ratio).joined(separator: " ")
    }

    /// Where the cold run's time went, one row per size.
    static func breakdown(_ rows: [BenchRunner.Row]) -> String {
        var lines = [
            "| N | (a) cold | start + parse + generate | model build | compile | run | judge + cache | render (report, exit) |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            let parts = row.breakdown
            let cells = [
                "\(row.size)", seconds(row.cold.seconds), seconds(parts.parseAndGenerate), seconds(parts.model),
                seconds(parts.compile), seconds(parts.run), seconds(parts.judge), seconds(parts.render),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("Medians over the repeats of each part of the cold check, from the runner's own stage timings.")
        return lines.joined(separator: "\n")
    }

    /// What starting each run as a program of its own costs against forking it, one row per size.
    static func processStarts(_ rows: [BenchRunner.Row]) -> String {
        var lines = [
            "| N | (a) cold, runs forked | (f) cold, a program per run | run stage forked | run stage, programs | per run forked | per run, programs |",
            "|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            let cells = [
                "\(row.size)", seconds(row.cold.seconds), seconds(row.coldStarted.seconds), seconds(row.breakdown.run),
                seconds(row.runStarted), String(format: "%.1f ms", row.perRunForked * 1000),
                String(format: "%.1f ms", row.perRunStarted * 1000),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append(
            "Medians; (f) is the cold check with CELLSPEC_FORK_SERVERS=0, measured in each repeat after (a)–(d). Per run: "
                + "the run stage's wall time times the jobs, divided by the runs.")
        return lines.joined(separator: "\n")
    }

    static func markdown(_ rows: [BenchRunner.Row], naiveSample: Int) -> String {
        var lines = [
            "| N | (a) cold | (b) warm, no change | (c) one example edited | (d) floor: merged swiftc + run | (e) naive: swiftc per example | a/d | a/d CPU | e/a | one example alone | c / one alone |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for row in rows {
            let cells = [
                "\(row.size)",
                "\(seconds(row.cold.seconds)), \(memory(row.cold.peakMemory))",
                "\(seconds(row.warm.seconds)), \(memory(row.warm.peakMemory))",
                "\(seconds(row.edited.seconds)), \(memory(row.edited.peakMemory))",
                "\(seconds(row.floor.seconds)), \(memory(row.floor.peakMemory))",
                "\(seconds(row.naive.seconds))\(row.naiveMeasured < row.size ? "*" : ""), \(memory(row.naive.peakMemory))",
                ratio(median(row.coldOverFloor)),
                ratio(median(row.coldOverFloorCPU)),
                ratio(row.naive.seconds / row.cold.seconds),
                seconds(row.oneAlone),
                ratio(row.edited.seconds / row.oneAlone),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append(
            "Wall time and peak memory (largest resident set of any one process) per figure, medians; a/d is the median of "
                + "each repeat's cold/floor, measured back to back, and a/d CPU the same for their CPU time (user and system, "
                + "every process included). "
                + "\\* naive extrapolated from \(naiveSample) examples compiled and run one by one.")
        return lines.joined(separator: "\n")
    }
}
