import Foundation
import Testing
@testable import LayoutFile

/// Unknown names are answered with the closest known one.
@MainActor
@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    private func message(_ constraint: String, views: String = "{a: {}, ab: {}}") -> String {
        let text = "metrics: {spacing: 8}\nviews: \(views)\nconstraints:\n  - \(constraint)\n"
        do {
            _ = try BuiltLayout.build(try LayoutDocumentReader.read(text, fileName: "t.yaml"))
            return ""
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("\"superview.centerX == a.centerX\"", "unknown view 'superview'; in an equation the top view is named 'root'"),
        ("\"a.centerx == root.centerX\"", "unknown attribute 'centerx'; did you mean 'centerX'?"),
        ("\"a.width == spcing\"", "unknown metric 'spcing'; did you mean 'spacing'?"),
        ("\"abc.width == 10\"", "unknown view 'abc'; did you mean 'ab'?"),
        ("{visualFormat: \"H:|[a]|\", options: [alignAllTopp]}", "unknown option 'alignAllTopp'; did you mean 'alignAllTop'?"),
        ("\"H:|-spcing-[a]|\"", "not specified in metrics or views dictionaries\nH:|-spcing-[a]|\n          ^\nnote: did you mean 'spacing'?"),
        ("\"H:|[abb]|\"", "abb is not a key in the views dictionary.\nH:|[abb]|\n       ^\nnote: did you mean 'ab'?"),
    ])
    func unknownNamesGetTheClosestKnownOne(constraint: String, expected: String) {
        #expect(message(constraint).contains(expected), "\(message(constraint))")
    }

    @Test func unknownKeysGetTheClosestKey() {
        #expect(message("\"H:|[a]|\"", views: "{a: {superveiw: root}}").contains("unknown key 'superveiw'; did you mean 'superview'?"))
    }

    @Test func farNamesGetNoGuess() {
        #expect(message("\"zzzzzz.width == 10\"").hasSuffix("unknown view 'zzzzzz'"))
    }
}
