@testable import AutoLayout
import Testing

/// Every valid format quoted in the seed material builds Apple's constraints, in Apple's order.
@MainActor
@Suite("Visual formats from the seeds")
struct VisualFormatSeedTests {
    /// Seed 000, "Visual Formats" (iOS Auto Layout Demystified), in the chapter's order.
    nonisolated static let chapterFormats: [VisualFormatCase] = [
        VisualFormatCase("V:[view1]-8-[view2]", options: .alignAllLeading,
                   ["view2.top == view1.bottom + 8", "view1.leading == view2.leading"]),
        VisualFormatCase("H:[view1]-8-[view2]", ["view2.leading == view1.trailing + 8"]),
        VisualFormatCase("H:|-[view1]-[view2]-[view3]", options: .alignAllCenterY, [
            "view1.leading == superview.leading + NSSpace(20)", "view2.leading == view1.trailing + NSSpace(8)",
            "view3.leading == view2.trailing + NSSpace(8)", "view1.centerY == view2.centerY", "view2.centerY == view3.centerY",
        ]),
        VisualFormatCase("V:[view1]-spacing-[view2]", options: .alignAllCenterX, metrics: ["spacing": 10],
                   ["view2.top == view1.bottom + 10", "view1.centerX == view2.centerX"]),
        VisualFormatCase("H:[view(==width)]", metrics: ["width": 120], ["view.width == 120"]),
        VisualFormatCase("V:[view1][view2]", ["view2.top == view1.bottom"]),
        VisualFormatCase("H:[view1][view2]", ["view2.leading == view1.trailing"]),
        VisualFormatCase("H:[view1] [view2]", ["view2.leading == view1.trailing"]),
        VisualFormatCase("V:|[view3]", ["view3.top == superview.top"]),
        VisualFormatCase("H:|-[view1]-[view2]",
                   ["view1.leading == superview.leading + NSSpace(20)", "view2.leading == view1.trailing + NSSpace(8)"]),
        VisualFormatCase("H:[view1]-30-[view2]", ["view2.leading == view1.trailing + 30"]),
        VisualFormatCase("H:|[view1]-[view2]|", [
            "view1.leading == superview.leading", "view2.leading == view1.trailing + NSSpace(8)",
            "superview.trailing == view2.trailing",
        ]),
        VisualFormatCase("H:|-[view1]-[view2]-|", [
            "view1.leading == superview.leading + NSSpace(20)", "view2.leading == view1.trailing + NSSpace(8)",
            "superview.trailing == view2.trailing + NSSpace(20)",
        ]),
        VisualFormatCase("H:[view2]-50-|", ["superview.trailing == view2.trailing + 50"]),
        VisualFormatCase("H:|-[view1]-(>=0)-[view2]-|", [
            "view1.leading == superview.leading + NSSpace(20)", "view2.leading >= view1.trailing",
            "superview.trailing == view2.trailing + NSSpace(20)",
        ]),
        VisualFormatCase("H:|-[view1]-30-[view2]-|", [
            "view1.leading == superview.leading + NSSpace(20)", "view2.leading == view1.trailing + 30",
            "superview.trailing == view2.trailing + NSSpace(20)",
        ]),
        VisualFormatCase("H:|[view]|", ["view.leading == superview.leading", "superview.trailing == view.trailing"]),
        VisualFormatCase("V:[view]-8-|", ["superview.bottom == view.bottom + 8"]),
        VisualFormatCase("V:|-[view1]-[view2]-[view3]-[view4]", [
            "view1.top == superview.top + NSSpace(20)", "view2.top == view1.bottom + NSSpace(8)",
            "view3.top == view2.bottom + NSSpace(8)", "view4.top == view3.bottom + NSSpace(8)",
        ]),
        VisualFormatCase("V:[view1]-(-5)-[view2]", ["view2.top == view1.bottom - 5"]),
        VisualFormatCase("H:|-5@20-[view1]-[view2]-|", [
            "view1.leading == superview.leading + 5 @20", "view2.leading == view1.trailing + NSSpace(8)",
            "superview.trailing == view2.trailing + NSSpace(20)",
        ]),
        VisualFormatCase("H:|-(5@20)-[view1]-[view2]-|", [
            "view1.leading == superview.leading + 5 @20", "view2.leading == view1.trailing + NSSpace(8)",
            "superview.trailing == view2.trailing + NSSpace(20)",
        ]),
        VisualFormatCase("H:|-[view1]-[view2]-(>=8)-[view3]-|", [
            "view1.leading == superview.leading + NSSpace(20)", "view2.leading == view1.trailing + NSSpace(8)",
            "view3.leading >= view2.trailing + 8", "superview.trailing == view3.trailing + NSSpace(20)",
        ]),
        VisualFormatCase("H:[view1(120)]", ["view1.width == 120"]),
        VisualFormatCase("H:[view1(==120)]", ["view1.width == 120"]),
        VisualFormatCase("H:[view1(>=50)]", ["view1.width >= 50"]),
        VisualFormatCase("H:[view1(>=50,<=70)]", ["view1.width >= 50", "view1.width <= 70"]),
        VisualFormatCase("H:[view1(view2)]", ["view1.width == view2.width"]),
        VisualFormatCase("H:|-[view1(view2)]-[view2]-|", [
            "view1.leading == superview.leading + NSSpace(20)", "view1.width == view2.width",
            "view2.leading == view1.trailing + NSSpace(8)", "superview.trailing == view2.trailing + NSSpace(20)",
        ]),
        VisualFormatCase("H:|-[view1(view2)]-[view2(view1)]-|", [
            "view1.leading == superview.leading + NSSpace(20)", "view1.width == view2.width",
            "view2.leading == view1.trailing + NSSpace(8)", "view2.width == view1.width",
            "superview.trailing == view2.trailing + NSSpace(20)",
        ]),
        VisualFormatCase("H:|-[view1(<=80)]-[view2]-[view3(view1)]-|", [
            "view1.leading == superview.leading + NSSpace(20)", "view1.width <= 80",
            "view2.leading == view1.trailing + NSSpace(8)", "view3.leading == view2.trailing + NSSpace(8)",
            "view3.width == view1.width", "superview.trailing == view3.trailing + NSSpace(20)",
        ]),
        VisualFormatCase("H:|-[view1(==250@700)]-[view2(==250@701)]-|", [
            "view1.leading == superview.leading + NSSpace(20)", "view1.width == 250 @700",
            "view2.leading == view1.trailing + NSSpace(8)", "view2.width == 250 @701",
            "superview.trailing == view2.trailing + NSSpace(20)",
        ]),
        VisualFormatCase("[A]-(>=0)-[B]-(>=0)-[C]", ["B.leading >= A.trailing", "C.leading >= B.trailing"]),
    ]

    /// Seed 000's seven ways of making two views abut, and its remark that -0-, -(0)- and -(==0)- are identical.
    nonisolated static let abuttingFormats: [VisualFormatCase] = [
        VisualFormatCase("[view1][view2]", ["view2.leading == view1.trailing"]),
        VisualFormatCase("[view1]-0-[view2]", ["view2.leading == view1.trailing"]),
        VisualFormatCase("[view1]-(0)-[view2]", ["view2.leading == view1.trailing"]),
        VisualFormatCase("[view1]-(==0)-[view2]", ["view2.leading == view1.trailing"]),
        VisualFormatCase("[view1]-(>=0,<=0)-[view2]", ["view2.leading >= view1.trailing", "view2.leading <= view1.trailing"]),
        VisualFormatCase("[view1]-(==0@1000)-[view2]", ["view2.leading == view1.trailing"]),
        VisualFormatCase("[view1]-(>=0,<=0,==0,<=30)-[view2]", [
            "view2.leading >= view1.trailing", "view2.leading <= view1.trailing",
            "view2.leading == view1.trailing", "view2.leading <= view1.trailing + 30",
        ]),
    ]

    /// Seed 000, Listings 4-1 to 4-7 (metrics as the listings pass them).
    nonisolated static let listingFormats: [VisualFormatCase] = {
        let fallback: [String: Double] = ["priority": 1, "minimumSize": 40]
        let size: [String: Double] = ["width": 100, "height": 80, "priority": 750]
        return [
            VisualFormatCase("H:|->=0@priority-[view(==minimumSize@priority)]", metrics: fallback,
                       ["view.leading >= superview.leading @1", "view.width == 40 @1"]),
            VisualFormatCase("H:[view]->=0@priority-|", metrics: fallback, ["superview.trailing >= view.trailing @1"]),
            VisualFormatCase("V:|->=0@priority-[view(==minimumSize@priority)]", metrics: fallback,
                       ["view.top >= superview.top @1", "view.height == 40 @1"]),
            VisualFormatCase("V:[view]->=0@priority-|", metrics: fallback, ["superview.bottom >= view.bottom @1"]),
            VisualFormatCase("H:|-indent-[view]-indent-|", metrics: ["indent": 40],
                       ["view.leading == superview.leading + 40", "superview.trailing == view.trailing + 40"]),
            VisualFormatCase("V:|-indent-[view]-indent-|", metrics: ["indent": 40],
                       ["view.top == superview.top + 40", "superview.bottom == view.bottom + 40"]),
            VisualFormatCase("H:[view(==width@priority)]", metrics: size, ["view.width == 100 @750"]),
            VisualFormatCase("V:[view(==height@priority)]", metrics: size, ["view.height == 80 @750"]),
            // Listing 4-4 with its three spacers: "-", "" and "->=15-".
            VisualFormatCase("H:[view1]-[view2]", options: .alignAllCenterY,
                       ["view2.leading == view1.trailing + NSSpace(8)", "view1.centerY == view2.centerY"]),
            VisualFormatCase("V:[view1][view2]", options: .alignAllCenterX,
                       ["view2.top == view1.bottom", "view1.centerX == view2.centerX"]),
            VisualFormatCase("V:[view1]->=15-[view2]", options: .alignAllLeading,
                       ["view2.top >= view1.bottom + 15", "view1.leading == view2.leading"]),
            VisualFormatCase("V:[view2(==view1@priority)]", metrics: ["priority": 500], ["view2.height == view1.height @500"]),
            VisualFormatCase("H:[view2(==view1@priority)]", metrics: ["priority": 500], ["view2.width == view1.width @500"]),
            VisualFormatCase("V: [view1][spacer(==firstspacer)][view2]", options: .alignAllCenterX, [
                "spacer.top == view1.bottom", "spacer.height == firstspacer.height", "view2.top == spacer.bottom",
                "view1.centerX == spacer.centerX", "spacer.centerX == view2.centerX",
            ]),
            VisualFormatCase("H: [view1][spacer(==firstspacer)][view2]", options: .alignAllCenterY, [
                "spacer.leading == view1.trailing", "spacer.width == firstspacer.width", "view2.leading == spacer.trailing",
                "view1.centerY == spacer.centerY", "spacer.centerY == view2.centerY",
            ]),
            VisualFormatCase("[view1][spacer(==firstspacer)][view2]", [
                "spacer.leading == view1.trailing", "spacer.width == firstspacer.width", "view2.leading == spacer.trailing",
            ]),
            VisualFormatCase("[view1][spacer(==firstspacer)][view2(==view1)]", [
                "spacer.leading == view1.trailing", "spacer.width == firstspacer.width",
                "view2.leading == spacer.trailing", "view2.width == view1.width",
            ]),
        ]
    }()

    /// Seed 001 (course slides).
    nonisolated static let slideFormats: [VisualFormatCase] = [
        VisualFormatCase("V:[dateLabel]-8-[imageView]-8-[toolbar]",
                   ["imageView.top == dateLabel.bottom + 8", "toolbar.top == imageView.bottom + 8"]),
        VisualFormatCase("V:[dateLabel]-[imageView]-[toolbar]",
                   ["imageView.top == dateLabel.bottom + NSSpace(8)", "toolbar.top == imageView.bottom + NSSpace(8)"]),
        VisualFormatCase("V:[dateLabel]-[imageView]-[toolBar]",
                   ["imageView.top == dateLabel.bottom + NSSpace(8)", "toolBar.top == imageView.bottom + NSSpace(8)"]),
        VisualFormatCase("H:|-20-[imageViewLeft]-10-[imageViewRight]-20-|", [
            "imageViewLeft.leading == superview.leading + 20", "imageViewRight.leading == imageViewLeft.trailing + 10",
            "superview.trailing == imageViewRight.trailing + 20",
        ]),
        VisualFormatCase("H:|-0-[imageView]-0-|", ["imageView.leading == superview.leading", "superview.trailing == imageView.trailing"]),
    ]

    /// Seed 002 (Listing 6-1's backslash-continued strings joined, Listing 6-5 with its centerY option).
    nonisolated static let chapterSixFormats: [VisualFormatCase] = [
        VisualFormatCase("V:|-[spacerTop(==spacerBottom)][settingsView(==creditsView)]-30-[creditsView][spacerBottom]-|", [
            "spacerTop.top == superview.top + NSSpace(20)", "spacerTop.height == spacerBottom.height",
            "settingsView.top == spacerTop.bottom", "settingsView.height == creditsView.height",
            "creditsView.top == settingsView.bottom + 30", "spacerBottom.top == creditsView.bottom",
            "superview.bottom == spacerBottom.bottom + NSSpace(20)",
        ]),
        VisualFormatCase("H:|-[spacerLeft(==spacerRight)][settingsView(==creditsView)]-30-[creditsView][spacerRight]-|", [
            "spacerLeft.leading == superview.leading + NSSpace(20)", "spacerLeft.width == spacerRight.width",
            "settingsView.leading == spacerLeft.trailing", "settingsView.width == creditsView.width",
            "creditsView.leading == settingsView.trailing + 30", "spacerRight.leading == creditsView.trailing",
            "superview.trailing == spacerRight.trailing + NSSpace(20)",
        ]),
        VisualFormatCase("H:|-(>=inset)-[view]", options: .alignAllCenterY, metrics: ["inset": 15],
                   ["view.leading >= superview.leading + 15"]),
        VisualFormatCase("H:[view]-(>=inset)-|", options: .alignAllCenterY, metrics: ["inset": 15],
                   ["superview.trailing >= view.trailing + 15"]),
    ]

    /// Seed 003 (blog post on VFL).
    nonisolated static let blogFormats: [VisualFormatCase] = {
        let headline: [String: Double] = ["imageEdge": 150, "padding": 15]
        return [
            VisualFormatCase("|-[button]-|",
                       ["button.leading == superview.leading + NSSpace(20)", "superview.trailing == button.trailing + NSSpace(20)"]),
            VisualFormatCase("|-[button]", ["button.leading == superview.leading + NSSpace(20)"]),
            VisualFormatCase("|[button]", ["button.leading == superview.leading"]),
            VisualFormatCase("|-30.0-[button]-30.0-|",
                       ["button.leading == superview.leading + 30", "superview.trailing == button.trailing + 30"]),
            VisualFormatCase("|-spacing-[button]-spacing-|", metrics: ["spacing": 12],
                       ["button.leading == superview.leading + 12", "superview.trailing == button.trailing + 12"]),
            VisualFormatCase("[button(200.0)]", ["button.width == 200"]),
            VisualFormatCase("[button(buttonWidth)]", metrics: ["buttonWidth": 200], ["button.width == 200"]),
            VisualFormatCase("|-[button1(button2)]-[button2]-|", [
                "button1.leading == superview.leading + NSSpace(20)", "button1.width == button2.width",
                "button2.leading == button1.trailing + NSSpace(8)", "superview.trailing == button2.trailing + NSSpace(20)",
            ]),
            VisualFormatCase("V:|-[button(50.0)]", ["button.top == superview.top + NSSpace(20)", "button.height == 50"]),
            VisualFormatCase("|-[one(two)]-[two(three)]-[three]-|", options: [.alignAllTop, .alignAllBottom], [
                "one.leading == superview.leading + NSSpace(20)", "one.width == two.width",
                "two.leading == one.trailing + NSSpace(8)", "two.width == three.width",
                "three.leading == two.trailing + NSSpace(8)", "superview.trailing == three.trailing + NSSpace(20)",
                "one.top == two.top", "one.bottom == two.bottom", "two.top == three.top", "two.bottom == three.bottom",
            ]),
            VisualFormatCase("V:[one(height)]-|", metrics: ["height": 50],
                       ["one.height == 50", "superview.bottom == one.bottom + NSSpace(20)"]),
            VisualFormatCase("V:|-(==padding)-[imageView]->=0-[button]-(==padding)-|", metrics: ["padding": 15], [
                "imageView.top == superview.top + 15", "button.top >= imageView.bottom",
                "superview.bottom == button.bottom + 15",
            ]),
            VisualFormatCase("|[headerView]|", ["headerView.leading == superview.leading", "superview.trailing == headerView.trailing"]),
            VisualFormatCase("V:|[headerView]", ["headerView.top == superview.top"]),
            VisualFormatCase("|-padding-[headline]-padding-[imageView(imageEdge)]-padding-|", metrics: headline, [
                "headline.leading == superview.leading + 15", "imageView.leading == headline.trailing + 15",
                "imageView.width == 150", "superview.trailing == imageView.trailing + 15",
            ]),
            VisualFormatCase("V:|-padding-[headline]->=0-[byline]-padding-|", options: .alignAllLeft, metrics: headline, [
                "headline.top == superview.top + 15", "byline.top >= headline.bottom",
                "superview.bottom == byline.bottom + 15", "headline.left == byline.left",
            ]),
            VisualFormatCase("V:|-padding-[imageView(imageEdge)]->=padding-[button]-padding-|",
                       options: [.alignAllLeft, .alignAllRight], metrics: headline, [
                "imageView.top == superview.top + 15", "imageView.height == 150", "button.top >= imageView.bottom + 15",
                "superview.bottom == button.bottom + 15", "imageView.left == button.left", "imageView.right == button.right",
            ]),
            VisualFormatCase("|[button(==200@750)]-[label]|", [
                "button.leading == superview.leading", "button.width == 200 @750",
                "label.leading == button.trailing + NSSpace(8)", "superview.trailing == label.trailing",
            ]),
            VisualFormatCase("|-30.0@200-[label]", ["label.leading == superview.leading + 30 @200"]),
            VisualFormatCase("|-30.0@lowPriority-[label]", metrics: ["lowPriority": 250], ["label.leading == superview.leading + 30 @250"]),
        ]
    }()

    /// Seed 004 (iOS 8 tutorial).
    nonisolated static let tutorialFormats: [VisualFormatCase] = [
        VisualFormatCase("[mybutton]", []),
        VisualFormatCase("[mybutton1][mybutton2]", ["mybutton2.leading == mybutton1.trailing"]),
        VisualFormatCase("[mybutton1]-[mybutton2]", ["mybutton2.leading == mybutton1.trailing + NSSpace(8)"]),
        VisualFormatCase("[mybutton1]-30-[mybutton2]", ["mybutton2.leading == mybutton1.trailing + 30"]),
        VisualFormatCase("V:[mylabel]-50-[mybutton]", ["mybutton.top == mylabel.bottom + 50"]),
        VisualFormatCase("[mybutton(100)]", ["mybutton.width == 100"]),
        VisualFormatCase("[mybutton(<=100)]", ["mybutton.width <= 100"]),
        VisualFormatCase("[mylabel(==mybutton2)]", ["mylabel.width == mybutton2.width"]),
        VisualFormatCase("|-20-[mybutton1]-30-|",
                   ["mybutton1.leading == superview.leading + 20", "superview.trailing == mybutton1.trailing + 30"]),
        VisualFormatCase("[mybutton1(>=70@500)]", ["mybutton1.width >= 70 @500"]),
        VisualFormatCase("V:|-20-[mybutton1(>=70@500)]-[mybutton2(==mybutton1)]-30-[mybutton3]-|", [
            "mybutton1.top == superview.top + 20", "mybutton1.height >= 70 @500",
            "mybutton2.top == mybutton1.bottom + NSSpace(8)", "mybutton2.height == mybutton1.height",
            "mybutton3.top == mybutton2.bottom + 30", "superview.bottom == mybutton3.bottom + NSSpace(20)",
        ]),
        // A single view has no neighbour to align with, so the (vertical) baseline option is ignored.
        VisualFormatCase("V:|-[myButton]-|", options: .alignAllBaseline,
                   ["myButton.top == superview.top + NSSpace(20)", "superview.bottom == myButton.bottom + NSSpace(20)"]),
        VisualFormatCase("|-[myButton]-[myLabel(==myButton)]-|", options: .alignAllBaseline, [
            "myButton.leading == superview.leading + NSSpace(20)", "myLabel.leading == myButton.trailing + NSSpace(8)",
            "myLabel.width == myButton.width", "superview.trailing == myLabel.trailing + NSSpace(20)",
            "myButton.lastBaseline == myLabel.lastBaseline",
        ]),
    ]

    @Test(arguments: chapterFormats)
    func chapterFormatsBuildAppleConstraints(_ formatCase: VisualFormatCase) throws {
        try formatCase.check()
    }

    @Test(arguments: abuttingFormats)
    func abuttingFormatsBuildFlushConstraints(_ formatCase: VisualFormatCase) throws {
        try formatCase.check()
    }

    @Test(arguments: listingFormats)
    func listingFormatsBuildAppleConstraints(_ formatCase: VisualFormatCase) throws {
        try formatCase.check()
    }

    @Test(arguments: slideFormats)
    func slideFormatsBuildAppleConstraints(_ formatCase: VisualFormatCase) throws {
        try formatCase.check()
    }

    @Test(arguments: chapterSixFormats)
    func chapterSixFormatsBuildAppleConstraints(_ formatCase: VisualFormatCase) throws {
        try formatCase.check()
    }

    @Test(arguments: blogFormats)
    func blogFormatsBuildAppleConstraints(_ formatCase: VisualFormatCase) throws {
        try formatCase.check()
    }

    @Test(arguments: tutorialFormats)
    func tutorialFormatsBuildAppleConstraints(_ formatCase: VisualFormatCase) throws {
        try formatCase.check()
    }

    @Test func viewsArrayBindingsAreUnusableKeys() {
        // Seed 000, "The Problem with Indirection": the parser reads the name `views` and stops at `[`.
        let bindings = ["views[0]": true, "views[1]": true]
        VisualFormatErrorCase("H:|[views[0]]-[views[1]]|", views: bindings, "views is not a key in the views dictionary.", at: 9).check()
    }
}
