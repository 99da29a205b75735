import Foundation
import Testing
import AutoLayout

/// The README's UIKit-style example, compiled and run as written.
@MainActor
@Suite("README")
struct ReadmeExampleTests {
    @Test func uikitStyleExampleLaysOutAsDocumented() {
        let parentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let childView = UIView()
        parentView.addSubview(childView)
        childView.translatesAutoresizingMaskIntoConstraints = false

        NSLayoutConstraint.activate([
            childView.widthAnchor.constraint(equalToConstant: 100),
            childView.heightAnchor.constraint(equalToConstant: 80),
            childView.centerXAnchor.constraint(equalTo: parentView.centerXAnchor),
            childView.centerYAnchor.constraint(equalTo: parentView.centerYAnchor),
        ])
        parentView.addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-(>=20)-[childView]", options: [], metrics: nil, views: ["childView": childView]))
        parentView.layoutIfNeeded()
        #expect(childView.frame == CGRect(x: 110, y: 200, width: 100, height: 80))
    }
}
