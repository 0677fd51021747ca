import DropGeometry

/// Device coordinates placed on the scene as libinput places them: the axis ranges, the
/// calibration and the rotation, a value out of range clamped to the screen's edge.
extension ContactTracker {
    /// Device coordinates to scene points (``place(x:y:line:)``), a value out of range counted.
    mutating func scale(x: Int, y: Int, line: Int) -> Point {
        let placed = place(x: x, y: y, line: line)
        if let outside = placed.outside { noteOutOfRange(outside) }
        return placed.point
    }

    /// Device coordinates to scene points as libinput scales them, `(v − min) · size / (max − min + 1)`,
    /// after the calibration and the rotation; with what was out of range (outside the axis, or off
    /// the screen after the calibration) and clamped to the screen's edge, as the warning names it.
    ///
    /// Without a calibration each coordinate stays a fraction of whole numbers, `(v − min) / (max −
    /// min + 1)` (a rotation takes it to `1 −` that, still one), and the point is its numerator times
    /// the size divided by its denominator: one rounding, so the nearest number to the true value
    /// (`493.75`, where dividing first and multiplying after gave `493.74999999999994`) — exactly so
    /// while the product is below 2^53, as it is for 32-bit values on a viewport of whole points
    /// below 2^21. A calibration's coefficients are not whole, and its point is computed in
    /// floating point on the normalised coordinates, as libinput computes it.
    func place(x: Int, y: Int, line: Int) -> (point: Point, outside: String?) {
        let multitouch = currentMode == .protocolA || currentMode == .protocolB
        let ax = device.axes[multitouch ? EV.mtPositionX : EV.absX]!
        let ay = device.axes[multitouch ? EV.mtPositionY : EV.absY]!
        let outOfRange = x < ax.min || x > ax.max || y < ay.min || y > ay.max
        var outside = outOfRange ? "\(x),\(y) outside \(ax.min)…\(ax.max) × \(ay.min)…\(ay.max) in the frame ending at line \(line)" : nil
        var fx = (n: x - ax.min, d: ax.max - ax.min + 1)
        var fy = (n: y - ay.min, d: ay.max - ay.min + 1)
        let size = mapping.viewport
        let m = mapping.calibration ?? device.calibration ?? [1, 0, 0, 0, 1, 0]
        guard m == [1, 0, 0, 0, 1, 0] else {
            var nx = Double(fx.n) / Double(fx.d), ny = Double(fy.n) / Double(fy.d)
            (nx, ny) = (m[0] * nx + m[1] * ny + m[2], m[3] * nx + m[4] * ny + m[5])
            switch mapping.rotation {
            case 90: (nx, ny) = (1 - ny, nx)
            case 180: (nx, ny) = (1 - nx, 1 - ny)
            case 270: (nx, ny) = (ny, 1 - nx)
            default: break
            }
            if nx < 0 || nx > 1 || ny < 0 || ny > 1 {
                if outside == nil { outside = "\(x),\(y) off the screen after calibration in the frame ending at line \(line)" }
                nx = min(max(nx, 0), 1)
                ny = min(max(ny, 0), 1)
            }
            return (Point(x: nx * size.width, y: ny * size.height), outside)
        }
        switch mapping.rotation {
        case 90: (fx, fy) = ((fy.d - fy.n, fy.d), fx)
        case 180: (fx, fy) = ((fx.d - fx.n, fx.d), (fy.d - fy.n, fy.d))
        case 270: (fx, fy) = (fy, (fx.d - fx.n, fx.d))
        default: break
        }
        // Only a value outside its axis's range lies off the screen (a rotated 0…d − 1 is 1…d).
        fx.n = min(max(fx.n, 0), fx.d)
        fy.n = min(max(fy.n, 0), fy.d)
        return (Point(x: Double(fx.n) * size.width / Double(fx.d), y: Double(fy.n) * size.height / Double(fy.d)), outside)
    }
}
