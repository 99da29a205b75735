import Foundation
import Testing
@testable import LayoutFile

@MainActor
@Suite("Layout file reader")
struct LayoutDocumentReaderTests {
    private func read(_ text: String) throws(LayoutFileError) -> LayoutDocument {
        try LayoutDocumentReader.read(text, fileName: "test.yaml")
    }

    private func error(_ text: String) -> LayoutFileError? {
        do {
            let document = try read(text)
            _ = try BuiltLayout.build(document)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsTheDesignExampleAsJSONAndYAML() throws {
        let json = """
        {"root": {"width": 320, "height": 480}, "layoutDirection": "rightToLeft", "metrics": {"spacing": 10},
         "views": {"view1": {"intrinsicContentSize": {"width": 100, "height": 40}}, "box": {}, "inner": {"superview": "box"},
                   "title": {"label": {"text": "Kitten kills again", "fontSize": 30, "numberOfLines": 0, "preferredMaxLayoutWidth": 125}}},
         "constraints": ["H:|-[view1]-spacing-[box]-|", {"visualFormat": "V:|-[view1]-[box]", "options": ["alignAllLeading"]},
                         "view1.width == 2*box.width + 10 @750", {"constraint": "inner.centerX == box.centerX", "identifier": "centering"}]}
        """
        let yaml = """
        root: {width: 320, height: 480}
        layoutDirection: rightToLeft
        metrics: {spacing: 10}
        views:
          view1: {intrinsicContentSize: {width: 100, height: 40}}
          box: {}
          inner: {superview: box}
          title:
            label: {text: Kitten kills again, fontSize: 30, numberOfLines: 0, preferredMaxLayoutWidth: 125}
        constraints:
          - "H:|-[view1]-spacing-[box]-|"
          - {visualFormat: "V:|-[view1]-[box]", options: [alignAllLeading]}
          - view1.width == 2*box.width + 10 @750
          - {constraint: inner.centerX == box.centerX, identifier: centering}
        """
        for text in [json, yaml] {
            let document = try read(text)
            #expect(document.rootWidth == 320)
            #expect(document.isRightToLeft)
            #expect(document.metrics == ["spacing": 10])
            #expect(document.views.map(\.name) == ["view1", "box", "inner", "title"])
            #expect(document.views[2].superview == "box")
            #expect(document.views[3].label?.fontSize == 30)
            #expect(document.constraints.count == 4)
            #expect(document.constraints[3].identifier == "centering")
            let built = try BuiltLayout.build(document)
            #expect(built.constraints.map(\.constraints.count) == [3, 3, 1, 1])
        }
    }

    @Test func unknownKeysAreRejectedWithTheirPosition() {
        let problem = error("root: {width: 10, height: 10}\nviews:\n  a: {widht: 3}\n")
        #expect(problem?.description == "test.yaml:3:7: error: unknown key 'widht' (expected one of: superview, intrinsicContentSize, contentHuggingPriority, contentCompressionResistancePriority, label, image, scrollView, stack, isHidden, translatesAutoresizingMaskIntoConstraints, frame, layoutMargins)")
    }

    @Test func duplicateNamesAreRejected() {
        let problem = error("views:\n  a: {}\n  a: {}\n")
        #expect(problem?.message.contains("duplicate name 'a'") == true)
    }

    @Test func superviewCyclesAndUnknownSuperviewsAreRejected() {
        let cycle = error("views:\n  a: {superview: b}\n  b: {superview: a}\n")
        #expect(cycle?.message.hasPrefix("superview cycle: a → b → a") == true)
        let unknown = error("views:\n  a: {superview: nowhere}\n")
        #expect(unknown?.description == "test.yaml:2:18: error: unknown superview 'nowhere' of view 'a'")
    }

    @Test(arguments: ["0", "-1", "1000.5"])
    func illegalPrioritiesAreRejected(priority: String) {
        let problem = error("views:\n  a: {contentHuggingPriority: {horizontal: \(priority)}}\n")
        #expect(problem?.message.hasPrefix("priority") == true)
        let equation = error("views:\n  a: {}\nconstraints:\n  - a.width == 5 @\(priority)\n")
        #expect(equation?.message.contains("illegal") == true || equation?.message.contains("expected") == true)
    }

    @Test(arguments: [".nan", ".inf", "-.inf", "1e300"])
    func nonFiniteNumbersAreRejected(number: String) {
        let problem = error("root: {width: \(number), height: 10}\n")
        #expect(problem?.message.contains("finite") == true)
    }

    @Test func reservedAndMalformedNamesAreRejected() {
        #expect(error("views:\n  root: {}\n")?.message.contains("'root' is the top view's name") == true)
        #expect(error("views:\n  2d: {}\n")?.message.contains("must start with a letter") == true)
        #expect(error("views:\n  café: {}\n")?.message.contains("ASCII") == true)
    }

    @Test func visualFormatErrorsPointIntoTheFormat() {
        let problem = error("views:\n  a: {}\nconstraints:\n  - \"H:|[a]-[zz]|\"\n")
        #expect(problem?.description == "test.yaml:4:16: error: zz is not a key in the views dictionary.\nH:|[a]-[zz]|\n          ^")
    }

    @Test func equationErrorsPointIntoTheEquation() {
        let problem = error("views:\n  a: {}\nconstraints:\n  - a.width >> 5\n")
        #expect(problem?.description == "test.yaml:4:13: error: expected ==, >= or <=\na.width >> 5\n        ^")
        let location = error("views:\n  a: {}\nconstraints:\n  - a.left == 5\n")
        #expect(location?.message.contains("Location attributes must be specified in pairs") == true)
        let unknown = error("views:\n  a: {}\nconstraints:\n  - a.width == b.width\n")
        #expect(unknown?.message == "unknown view 'b'")
    }

    @Test func malformedFilesAreRejectedWithAPosition() {
        let problem = error("root: {width: 10\nviews: [\n")
        #expect(problem?.location != nil)
        #expect(problem?.message.hasPrefix("malformed file") == true)
        #expect(error("")?.message == "the file is empty")
        #expect(error("- 1\n- 2\n")?.message.hasPrefix("expected a mapping") == true)
    }
}
