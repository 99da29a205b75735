import Foundation
import Testing
@testable import AutoLayout

@MainActor
@Suite("Diagnostics and validation")
struct DiagnosticsTests {
    /// Sizes are never negative: required constraints that demand it are reported and the last one is broken;
    /// an optional one just loses.
    @Test func sizesNeverGoNegative() throws {
        let root = makeRoot(width: 30, height: 100)
        let squeezed = UIView(), wishful = UIView()
        for view in [squeezed, wishful] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
                                         view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)])
        }
        let trailing = squeezed.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20)
        let negative = wishful.widthAnchor.constraint(equalToConstant: -50)
        negative.priority = .defaultHigh
        let log = capturingLog {
            NSLayoutConstraint.activate([trailing, negative])
            root.layoutIfNeeded()
        }
        #expect(squeezed.frame == CGRect(x: 20, y: 0, width: 0, height: 10))
        #expect(wishful.frame.width == 0)
        #expect(log.count == 1)
        let report = try #require(log.first)
        #expect(report.contains("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("Will attempt to recover by breaking constraint \n\(trailing)"))
        #expect(root.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(trailing)])
    }

    /// A size that only an upper bound holds stays at zero, as in Apple's engine, where sizes are non-negative
    /// variables nothing pulls up (Stevia's suite, run on iOS, expects 0 in each of these cases). Without the
    /// floor the bound became the size: widths of 323 and 23, heights of 633 and 94.
    @Test func aSizeBoundedOnlyFromAboveStaysAtZero() {
        let root = makeRoot(width: 375, height: 667)
        func size(_ bound: (UIView) -> NSLayoutConstraint, centered: Bool) -> CGSize {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            if centered {
                NSLayoutConstraint.activate([view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                             view.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
            }
            let constraint = bound(view)
            constraint.priority = UILayoutPriority(751)
            constraint.isActive = true
            root.layoutIfNeeded()
            return view.frame.size
        }
        #expect(size({ $0.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -52) }, centered: false) == .zero)
        #expect(size({ $0.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, constant: -34) }, centered: false) == .zero)
        #expect(size({ $0.widthAnchor.constraint(lessThanOrEqualToConstant: 23) }, centered: true) == .zero)
        #expect(size({ root.heightAnchor.constraint(greaterThanOrEqualTo: $0.heightAnchor, constant: 94) }, centered: true) == .zero)
        // A bound does not lower a size that something else holds up.
        let label = UILabel(text: "Hello")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor),
                                     label.widthAnchor.constraint(lessThanOrEqualToConstant: 300)])
        root.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func illegalPairingsAreRefusedWithApplesMessages() {
        let a = UIView(), b = UIView()
        func message(_ body: () throws -> NSLayoutConstraint) -> String? {
            do {
                _ = try body()
                return nil
            } catch {
                return (error as? LayoutError)?.message
            }
        }
        #expect(message { try .validated(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .left) }
            == "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes")
        #expect(message { try .validated(item: a, attribute: .height, relatedBy: .equal, toItem: b, attribute: .centerY) }?
            .hasSuffix("Invalid pairing of layout attributes") == true)
        // UIKit's runtime accepts an x location with a y location, though the guide forbids it.
        #expect(message { try .validated(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .left) } == nil)
        #expect(message { try .validated(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left) }?
            .hasSuffix("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.") == true)
        #expect(message { try .validated(item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 5) }?
            .hasSuffix("A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.") == true)
        #expect(message { try .validated(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: .nan) }?
            .contains("constant is not finite!  That's illegal.") == true)
        #expect(message { try .validated(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width, multiplier: .infinity) }
            == "Multiplier is not finite!  That's illegal.  multiplier:inf")
        #expect(message { try .validated(item: "text", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute) }?
            .hasSuffix("Constraint items must each be a view or layout guide.") == true)
        // Apple's storage quirk: a size with multiplier 0 keeps no second item.
        let constant = try? NSLayoutConstraint.validated(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
                                                         multiplier: 0, constant: 30)
        #expect(constant?.secondItem == nil && constant?.multiplier == 1 && constant?.secondAttribute == .notAnAttribute)
    }

    @Test func constraintsBetweenHierarchiesCannotBeActivated() {
        let first = makeRoot(), second = makeRoot()
        let tie = first.widthAnchor.constraint(equalTo: second.widthAnchor)
        #expect(throws: LayoutError.self) { try NSLayoutConstraint.activateChecked([tie]) }
        #expect(!tie.isActive)
        do {
            try tie.activateChecked()
        } catch {
            #expect(error.message.hasPrefix("Unable to activate constraint with anchors <NSLayoutDimension:"))
            #expect(error.message.hasSuffix("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
        }
    }

    @Test func systemConstraintsDescribeThemselvesLikeUIKit() {
        let root = makeRoot()
        let label = UILabel(text: "Just text")
        label.frame = CGRect(x: 10, y: 20, width: 100, height: 30)
        root.addSubview(label)
        root.layoutIfNeeded()
        let horizontal = label.constraintsAffectingLayout(for: .horizontal)
        let descriptions = horizontal.map(\.description)
        #expect(descriptions.contains { $0.contains("NSAutoresizingMaskLayoutConstraint:0x") && $0.contains(" h=--& v=--& UILabel:0x")
            && $0.contains("'Just text'.minX == 10   (active)>") })
        let content = NSContentSizeLayoutConstraint(view: label, attribute: .width, size: 66, hugging: .defaultLow,
                                                    compressionResistance: .defaultHigh)
        #expect(content.description.hasSuffix("'Just text'.width == 66 Hug:250 CompressionResistance:750   (inactive)>"))
    }

    @Test func unsatisfiableReportMentionsAutoresizingWhenInvolved() {
        let root = makeRoot()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(box)
        let log = capturingLog {
            box.widthAnchor.constraint(equalToConstant: 80).isActive = true
            root.layoutIfNeeded()
        }
        let report = log.joined(separator: "\n")
        #expect(report.contains("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "))
        #expect(report.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(box.frame.width == 50)
    }

    @Test func constraintsAffectingLayoutAreTheOnesThatDetermineTheFrame() {
        let root = makeRoot()
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let left = a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        let width = a.widthAnchor.constraint(equalToConstant: 50)
        let loose = a.widthAnchor.constraint(lessThanOrEqualToConstant: 500)
        let vertical = [a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
                        b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
                        b.leftAnchor.constraint(equalTo: a.rightAnchor), b.widthAnchor.constraint(equalToConstant: 5)]
        NSLayoutConstraint.activate([left, width, loose] + vertical)
        root.layoutIfNeeded()
        let affecting = a.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)
        #expect(affecting.contains(ObjectIdentifier(left)))
        #expect(affecting.contains(ObjectIdentifier(width)))
        #expect(!affecting.contains(ObjectIdentifier(loose)))
        #expect(!affecting.contains(ObjectIdentifier(vertical[0])))
    }

    @Test func exercisingAmbiguityShowsAnotherSolutionAndBack() {
        let root = makeRoot(width: 300, height: 100)
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10)])
        }
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                                     root.trailingAnchor.constraint(equalTo: b.trailingAnchor)])
        root.layoutIfNeeded()
        let before = a.frame
        a.exerciseAmbiguityInLayout()
        #expect(a.frame != before)
        #expect(a.frame.width + b.frame.width == 300)
        a.exerciseAmbiguityInLayout()
        #expect(a.frame == before)
    }

    /// A view that leaves the hierarchy mid-exercise takes its pull on the solver with it.
    @Test func anExercisedViewThatLeavesTakesItsPullAlong() {
        let root = makeRoot(width: 300, height: 100)
        let a = addConstrainedSubview(to: root)
        NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
                                     a.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        a.exerciseAmbiguityInLayout()
        let engine = root.engine
        #expect(engine.exercises.count == 1 && a.exerciseConstraint != nil)
        let constraints = engine.solver.constraintCount
        a.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(engine.exercises.isEmpty && a.exerciseConstraint == nil)
        #expect(engine.solver.constraintCount < constraints)
    }

    @Test func traceMarksHostsTranslatedViewsAndAmbiguity() {
        let root = makeRoot()
        root.accessibilityIdentifier = "root"
        let manual = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        manual.accessibilityIdentifier = "manual"
        let loose = UIView()
        loose.accessibilityIdentifier = "loose"
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(manual)
        root.addSubview(loose)
        loose.widthAnchor.constraint(equalToConstant: 10).isActive = true
        let trace = root.autolayoutTrace()
        let lines = trace.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "•root")
        #expect(lines.contains("|   +manual"))
        #expect(lines.contains { $0.hasPrefix("|   *loose- AMBIGUOUS LAYOUT for loose.minX{id: ") && $0.contains("loose.minY{id: ") && $0.contains("loose.Height{id: ") })
        #expect(trace.hasSuffix("Legend:\n\t* - is laid out with auto layout\n\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES\n\t• - layout engine host"))
    }

    @Test func layoutPassesRunBottomUpThenTopDown() {
        final class Journal {
            var events: [String] = []
        }
        final class Recording: UIView {
            let journal: Journal
            init(_ journal: Journal, frame: CGRect) {
                self.journal = journal
                super.init(frame: frame)
            }
            required init?(coder: NSCoder) { fatalError("not used") }
            override func updateConstraints() {
                journal.events.append("update \(accessibilityIdentifier ?? "")")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                journal.events.append("layout \(accessibilityIdentifier ?? "")")
                super.layoutSubviews()
            }
        }
        let journal = Journal()
        let root = Recording(journal, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.accessibilityIdentifier = "root"
        let child = Recording(journal, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.accessibilityIdentifier = "child"
        let grandchild = Recording(journal, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        grandchild.accessibilityIdentifier = "grandchild"
        root.addSubview(child)
        child.addSubview(grandchild)
        root.layoutIfNeeded()
        #expect(journal.events == ["update grandchild", "update child", "update root", "layout root", "layout child", "layout grandchild"])
        journal.events = []
        root.layoutIfNeeded()
        #expect(journal.events.isEmpty)
        child.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(journal.events == ["layout child"])
    }

    @Test func constantsBeyondTheLimitAreClampedAndLoggedOnce() {
        let a = UIView()
        let log = capturingLog {
            let huge = a.widthAnchor.constraint(equalToConstant: 1e12)
            #expect(huge.constant == 1e10)
            huge.constant = -5e11
            #expect(huge.constant == -1e10)
        }
        #expect(log.count <= 1)
    }

    /// A constraint added to a view that is not above both of its items logs UIKit's warning that the hierarchy
    /// is not prepared for it; activating it, which installs it on the items' nearest common ancestor, does not.
    /// An overridden `addConstraint(_:)` that installs elsewhere is checked again.
    @Test func aConstraintAddedOutsideItsItemsLogsThatTheHierarchyIsNotPrepared() {
        final class RedirectingView: UIView {
            var target: UIView?
            override func addConstraint(_ constraint: NSLayoutConstraint) {
                if let target { target.addConstraint(constraint) } else { super.addConstraint(constraint) }
            }
        }
        let root = makeRoot()
        let container = addConstrainedSubview(to: root, RedirectingView())
        let first = addConstrainedSubview(to: container), second = addConstrainedSubview(to: container)
        let warning = "The view hierarchy is not prepared for the constraint"
        let added = first.leadingAnchor.constraint(equalTo: second.trailingAnchor)
        #expect(capturingLog { first.addConstraint(added) }.contains { $0.contains(warning) })
        let activated = first.topAnchor.constraint(equalTo: second.bottomAnchor)
        #expect(!capturingLog { activated.isActive = true }.contains { $0.contains(warning) })
        #expect(activated.container === container)
        (container as? RedirectingView)?.target = first
        let redirected = first.widthAnchor.constraint(equalTo: second.widthAnchor)
        #expect(capturingLog { redirected.isActive = true }.contains { $0.contains(warning) })
        #expect(redirected.container === first)
    }
}
