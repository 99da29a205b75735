/// Every threshold the simplex uses to tell rounding noise from a real number, in one place.
enum Tolerance {
    /// Under this, a coefficient or value counts as zero.
    static let zero = 1.0e-8
    /// The smallest coefficient a simplex pivot divides by. Smaller ones are rounding noise left by earlier
    /// pivots (a true coefficient that small would need a multiplier below 1e-7); dividing by one turned a
    /// constant of 400 into 2.5e10 and broke required constraints.
    static let pivot = 1.0e-7
    /// How much smaller than the largest a pivot coefficient may be, when choosing a row's subject.
    static let pivotThreshold = 0.5
    /// Below this fraction of a row's largest marker coefficient, a restricted coefficient is rounding noise.
    static let redundancyRatio = 1.0e-6
    /// How far below zero a restricted row may be left by rounding.
    static let drift = 1.0e-7
    /// Two ratios of reduced costs closer than this tie.
    static let ratioTie = 1.0e-9
    /// Two leaving rows whose ratios are closer than this tie (then the larger pivot wins).
    static let leavingRatioTie = 1.0e-12
}
