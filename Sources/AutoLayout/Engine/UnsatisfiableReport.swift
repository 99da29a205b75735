import Foundation

extension LayoutLog {
    /// Apple's unsatisfiable-constraints report (reference §6.1): the constraints that cannot hold together,
    /// and the one broken to recover.
    static func unsatisfiableReport(breaking constraint: NSLayoutConstraint,
                                    mutuallyExclusiveWith others: [NSLayoutConstraint]) -> String {
        let all = others + [constraint]
        let hasAutoresizing = all.contains { $0 is NSAutoresizingMaskLayoutConstraint }
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if hasAutoresizing {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(all.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append("\(constraint)")
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
            + "may also be helpful.")
        return lines.joined(separator: "\n")
    }
}
