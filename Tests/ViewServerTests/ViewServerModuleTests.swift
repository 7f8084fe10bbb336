/// The server module's identity, as clients see it.
import ViewServer
import XCTest

final class ViewServerModuleTests: XCTestCase {
    func testTheServerIsNamedLikeTheDiagnosticsSource() {
        XCTAssertEqual(ViewServer.name, "viewls")
    }
}
