@ui
Feature: The licence detail, field by field
  Shell §3 and domain §7: the licence detail (GET /api/v1/xpack/license/detail) answers date_expired,
  corporation, asset_count and current_asset_count. The licence page shows each under its label, with
  the value the server answered: the mock is told each value first, so a page that showed a constant,
  another field or the seed's value under the label fails. The current asset count is counted by the
  mock from the assets it holds: a platform seeded at a scale of 12 holds 12 assets (one per staff
  member, mock-server/seed).

  @shell.3.licence-detail @domain.7.licence-detail @domain.3.licence-detail @shell.7.call.license-detail
  # The mock is told every row's value, then one sign-in and one load of the page read them all; every
  # row that fails is named.
  Scenario: the licence page shows each field the server answered under its label
    Given "admin" has signed in
    Then with the licence detail holding each field below, "/ui/settings/license" lists in its "Licence detail" region each label as shown:
      | field               | value                    | label           | shown                    |
      | corporation         | Acme Widgets Ltd         | Corporation     | Acme Widgets Ltd         |
      | date_expired        | 2031-05-20               | Expiry date     | 2031-05-20 00:00:00      |
      | asset_count         | 1234                     | Licensed assets | 1234                     |

  @shell.3.licence-detail @domain.7.licence-detail @domain.3.licence-detail @shell.7.call.license-detail
  Scenario: the licence page shows the current asset count the server counted under "Current assets"
    Given the platform holds 12 staff members
    And the licence detail has asset_count "1234"
    And "admin" has signed in
    When they open "/ui/settings/license"
    Then the "Licence detail" region lists "Current assets" as "12"
