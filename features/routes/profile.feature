@ui
Feature: The profile routes (domain §2 Profile)
  Every profile route shows its own page to a super admin, with what the server holds for them;
  temp-password exists only while AUTH_TEMP_TOKEN is on. Rows are written by hand from domain §2 and
  the seeded data (admin "Administrator", admin@example.com, one API key of admin's, no OTP bound);
  headings are the console's English titles.

  @domain.2.profile @domain.2.profile.info @domain.2.profile.setting @domain.2.profile.improvement @domain.2.profile.key @domain.2.profile.temp-password @domain.2.profile.connection-token
  Scenario: a super admin sees the page of each address below
    Given the public setting AUTH_TEMP_TOKEN is "true"
    And "admin" has signed in
    When they open each address below, seeing its heading:
      | path                         | heading                  | shows                                                                                 |
      | /ui/profile                  | Personal information     | admin@example.com                                                                     |
      | /ui/profile/info             | Personal information     | admin@example.com                                                                     |
      | /ui/profile/setting          | Personal settings        | No OTP authenticator is bound to your account.                                        |
      | /ui/profile/improvement      | Improve your information | Welcome, Administrator. This is your first login: confirm your information to continue. |
      | /ui/profile/key              | API key                  | ******----                                                                            |
      | /ui/profile/temp-password    | Temporary password       | Expires                                                                               |
      | /ui/profile/connection-token | Connection token         | Asset or application                                                                  |
