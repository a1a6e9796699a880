package org.chessarbiter.pairing.systems;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.PairingRequest;
import org.chessarbiter.pairing.RequestValidator;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;

/** Request checks shared by the table-based systems. */
public final class Requests {

    private Requests() {
    }

    /**
     * The shared request validation, then: the players are numbered 1..n in order (the numbers
     * drawn by lot that the tables use, 000 appendix 1).
     *
     * @return every problem found; empty when the request can be paired from a table
     */
    public static List<Problem> validateNumbered(PairingRequest request) {
        List<Problem> errors = new ArrayList<>(RequestValidator.validate(request));
        int n = request.players().size();
        for (int i = 0; i < n && errors.isEmpty(); i++) {
            if (request.players().get(i).id() != i + 1) {
                errors.add(SystemMessages.invalid(Location.part("players").element(i).member("id"), "error.startNumbers", n));
            }
        }
        return errors;
    }
}
