@ui
Feature: The profile routes (domain §2 Profile)
  Every profile route shows its own page to a super admin, with what the server holds for them:
  /profile opens the personal information; temp-password exists only while AUTH_TEMP_TOKEN is on.
  Rows are written by hand from domain §2 and the seeded data (admin "Administrator", admin@example.com,
  one API key of admin's, no OTP bound); headings are the console's English titles.

  Scenario Outline: a super admin sees the page of <path>
    Given the public setting AUTH_TEMP_TOKEN is "true"
    And "admin" has signed in
    When they open "<path>"
    Then they see the heading "<heading>"
    And the page explains "<shown>"

    @domain.2.profile
    Examples: /profile opens the personal information
      | path        | heading              | shown             |
      | /ui/profile | Personal information | admin@example.com |

    @domain.2.profile.info
    Examples: info
      | path             | heading              | shown             |
      | /ui/profile/info | Personal information | admin@example.com |

    @domain.2.profile.setting
    Examples: setting, with admin's MFA state
      | path                | heading           | shown                                         |
      | /ui/profile/setting | Personal settings | No OTP authenticator is bound to your account |

    @domain.2.profile.improvement
    Examples: improvement (hidden)
      | path                    | heading                  | shown                  |
      | /ui/profile/improvement | Improve your information | Welcome, Administrator |

    @domain.2.profile.key
    Examples: API keys, the seeded secret masked (shell §9)
      | path            | heading | shown      |
      | /ui/profile/key | API key | ******---- |

    @domain.2.profile.temp-password
    Examples: temporary passwords (AUTH_TEMP_TOKEN on)
      | path                      | heading            | shown                                         |
      | /ui/profile/temp-password | Temporary password | Each one is valid for 5 minutes and only once. |

    @domain.2.profile.connection-token
    Examples: connection tokens
      | path                         | heading          | shown                                                     |
      | /ui/profile/connection-token | Connection token | connect to an asset or application with a connection token |
