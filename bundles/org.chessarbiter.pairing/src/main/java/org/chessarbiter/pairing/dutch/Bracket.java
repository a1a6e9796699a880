package org.chessarbiter.pairing.dutch;

import java.util.List;

/**
 * One pairing bracket under way (art. 1.3.2): the players still unpaired, as vertices of the
 * weight matrix, in the order of art. 1.2. Local indices [0, movedDown) are the moved-down players
 * (MDPs), [movedDown, nextGroup) the residents, [nextGroup, size) the next scoregroup (looked at
 * for criterion C8 only). {@link #base(int, int)} is the criteria weight (an id of the weight
 * matrix's table; 0: not allowed) of pairing local s with local l &gt; s, kept in one triangular
 * int array.
 */
final class Bracket {

    final List<Integer> vertices;
    final int movedDown;
    final int nextGroup;
    final int firstResidentVertex;
    final int firstNextVertex;
    private final int[] base;

    Bracket(List<Integer> vertices, int movedDown, int nextGroup, int firstResidentVertex) {
        this.vertices = vertices;
        this.movedDown = movedDown;
        this.nextGroup = nextGroup;
        this.firstResidentVertex = firstResidentVertex;
        this.firstNextVertex = firstResidentVertex + (nextGroup - movedDown);
        long s = vertices.size();
        this.base = new int[(int) (s * (s - 1) / 2)];
    }

    int size() {
        return vertices.size();
    }

    int vertex(int local) {
        return vertices.get(local);
    }

    /** @return true when vertex {@code mate} is a resident of this bracket */
    boolean isResidentVertex(int mate) {
        return mate >= firstResidentVertex && mate < firstNextVertex;
    }

    /** @return true when resident vertex v is matched to a later resident (v is in "S1") */
    boolean pairedDownward(int v, int[] mate) {
        return mate[v] > v && mate[v] < firstNextVertex;
    }

    int base(int larger, int smaller) {
        return base[index(larger, smaller)];
    }

    void setBase(int larger, int smaller, int id) {
        base[index(larger, smaller)] = id;
    }

    void clearBase(int larger, int smaller) {
        base[index(larger, smaller)] = 0;
    }

    private static int index(int larger, int smaller) {
        return larger * (larger - 1) / 2 + smaller;
    }
}
