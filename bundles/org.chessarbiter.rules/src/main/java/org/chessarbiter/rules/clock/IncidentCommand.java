package org.chessarbiter.rules.clock;

import org.chessarbiter.rules.Location;

/**
 * One {@code [%incident …]} command read from a comment, and where it is written (relative to the comment's
 * text; a caller moves it into the file with {@link Location#within}).
 *
 * @param incident what it records
 * @param location the command's span in the comment
 */
public record IncidentCommand(Incident incident, Location location) {
}
