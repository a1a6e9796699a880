package org.chessarbiter.tournament.core;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;

/**
 * The audit trail of a tournament: every manual change of a pairing the arbiter applied and every
 * switch of FIDE mode, in order. It only grows: nothing is erased or rewritten
 * ({@link #violations}). FIDE mode is on unless the last switch recorded left it, so leaving it is
 * always on the record.
 *
 * @param entries the entries, oldest first
 */
public record AuditTrail(List<AuditEntry> entries) {

    /** No entry: FIDE mode on. */
    public static final AuditTrail EMPTY = new AuditTrail(List.of());

    public AuditTrail {
        entries = List.copyOf(entries);
    }

    /** Whether the tournament is in FIDE mode: on unless the last switch recorded left it. */
    public boolean fideMode() {
        for (int i = entries.size() - 1; i >= 0; i--) {
            AuditAction a = entries.get(i).action();
            if (a.switchesMode()) {
                return a == AuditAction.FIDE_MODE_ON;
            }
        }
        return true;
    }

    /** This trail with {@code e} appended. */
    public AuditTrail with(AuditEntry e) {
        List<AuditEntry> es = new ArrayList<>(entries);
        es.add(e);
        return new AuditTrail(es);
    }

    /**
     * The manual changes of round {@code round} that apply to it as it stands, oldest first: those
     * recorded since the program last paired it again ({@link AuditAction#REPAIRED}).
     */
    public List<AuditEntry> ofRound(int round) {
        List<AuditEntry> out = new ArrayList<>();
        for (AuditEntry e : entries) {
            if (e.round() == round && e.action() == AuditAction.REPAIRED) {
                out.clear();
            } else if (e.round() == round && e.action().changesPairing()) {
                out.add(e);
            }
        }
        return List.copyOf(out);
    }

    /**
     * The problem of a change from {@code before} to {@code after} that erases or rewrites an entry of
     * the trail (the trail may only grow); empty when allowed.
     */
    public static List<Problem> violations(AuditTrail before, AuditTrail after) {
        List<AuditEntry> was = before.entries();
        List<AuditEntry> now = after.entries();
        if (now.size() >= was.size() && now.subList(0, was.size()).equals(was)) {
            return List.of();
        }
        return List.of(Problems.error(ProblemKind.ILLEGAL, Location.part("auditTrail"), AuditTrail.class, "audit.erased",
                was.size()));
    }
}
