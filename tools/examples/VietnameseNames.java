import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Fictional Vietnamese names drawn with a seed: family name, middle name(s) and given name, as Vietnamese
 * write them. Names of well-known players are never given, so that no generated player passes for a real one.
 */
final class VietnameseNames {
    private static final List<String> FAMILY = List.of("Nguyễn", "Nguyễn", "Nguyễn", "Trần", "Trần", "Lê", "Lê", "Phạm",
            "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ", "Hồ", "Ngô", "Dương", "Lý", "Đinh", "Trịnh", "Mai",
            "Tạ", "Lương", "Cao", "Châu", "Kiều", "Quách", "Thái", "Lâm", "Tô", "Hà", "La", "Khổng", "Lưu", "Phùng");
    private static final List<String> MIDDLE_M = List.of("Văn", "Hữu", "Đức", "Minh", "Quốc", "Thanh", "Công", "Gia",
            "Hoàng", "Tuấn", "Trọng", "Ngọc", "Xuân", "Bảo", "Đình", "Thế", "Quang", "Nhật", "Phước", "Khắc");
    private static final List<String> MIDDLE_F = List.of("Thị", "Ngọc", "Thu", "Thanh", "Minh", "Khánh", "Phương", "Hoài",
            "Bích", "Mỹ", "Diệu", "Thùy", "Kim", "Hồng", "Bảo");
    private static final List<String> GIVEN_M = List.of("An", "Bình", "Cường", "Dũng", "Đạt", "Giang", "Hải", "Hiếu",
            "Hùng", "Huy", "Khang", "Khoa", "Kiên", "Lâm", "Long", "Lộc", "Nam", "Nghĩa", "Nhân", "Phong", "Phúc", "Quân",
            "Quyết", "Sang", "Tài", "Thắng", "Thành", "Thịnh", "Tín", "Toàn", "Trí", "Trung", "Tùng", "Việt", "Vinh", "Khải",
            "Duy", "Hưng", "Hậu", "Đông", "Tâm", "Thiện", "Bách", "Danh", "Khôi", "Lực", "Sơn", "Tuấn");
    private static final List<String> GIVEN_F = List.of("Anh", "Châu", "Chi", "Diệp", "Dung", "Giang", "Hà", "Hạnh",
            "Hằng", "Hoa", "Hương", "Lan", "Linh", "Mai", "My", "Ngân", "Nhi", "Oanh", "Phương", "Quyên", "Thảo", "Trang",
            "Uyên", "Vy", "Yến", "Trâm", "Ngọc", "Tuyết");
    /** Well-known Vietnamese chess and xiangqi players: never generated. */
    private static final Set<String> REAL = Set.of("Lê Quang Liêm", "Nguyễn Ngọc Trường Sơn", "Trần Tuấn Minh",
            "Nguyễn Anh Khôi", "Nguyễn Đức Hòa", "Đào Thiên Hải", "Bùi Vinh", "Từ Hoàng Thông", "Nguyễn Văn Huy",
            "Hoàng Thị Bảo Trâm", "Phạm Lê Thảo Nguyên", "Võ Thị Kim Phụng", "Nguyễn Thị Mai Hưng", "Lê Thanh Tú",
            "Hoàng Thị Như Ý", "Lại Lý Huynh", "Nguyễn Thành Bảo", "Uông Dương Bắc", "Tôn Thất Nhật Tân",
            "Nguyễn Hoàng Lâm", "Võ Minh Nhất", "Đặng Hữu Trang", "Diệp Khai Nguyên", "Đầu Khương Duy", "Lê Tuấn Minh",
            "Nguyễn Anh Dũng", "Nguyễn Huỳnh Minh Huy", "Cao Sang", "Nguyễn Văn Hải", "Trần Quốc Dũng", "Phạm Chương",
            "Nguyễn Thị Thanh An", "Đàm Thị Thùy Dung", "Bạch Ngọc Thùy Dương", "Trần Thanh Tân", "Nguyễn Minh Nhật Quang",
            "Võ Văn Hoàng Tùng", "Nguyễn Trần Quyết", "Trềnh A Sáng", "Lưu Quang Hiệp", "Ngô Lan Hương", "Đặng Cửu Tùng Lân");

    private final SplittableRandom random;
    private final Set<String> given = new HashSet<>();

    VietnameseNames(long seed) {
        random = new SplittableRandom(seed);
    }

    /** A new name, different from every name given before. */
    String next(boolean woman) {
        while (true) {
            String family = pick(FAMILY);
            String middle = pick(woman ? MIDDLE_F : MIDDLE_M);
            if (random.nextInt(4) == 0) {
                String second = pick(woman ? MIDDLE_F : MIDDLE_M);
                if (second.equals("Thị")) {
                    continue; // "Thị" opens a woman's middle name, it never follows another
                }
                middle = middle + " " + second;
            }
            String name = family + " " + middle + " " + pick(woman ? GIVEN_F : GIVEN_M);
            if (REAL.contains(name) || name.split(" ").length != java.util.Arrays.stream(name.split(" ")).distinct().count()
                    || !given.add(name)) {
                continue;
            }
            return name;
        }
    }

    private String pick(List<String> from) {
        return from.get(random.nextInt(from.size()));
    }
}
