@api @shell.9 @domain.9
Feature: Business constants, seen through what they do
  Each figure of shell §9 and domain §9 is checked through the rule that uses it, never by reading
  it back. Figures that only a browser can show (cookie refresh every 10 s with a 2-minute expiry,
  the 60 s code resend wait, select page size and 600 px lazy-load threshold, tag search delays
  400/490 ms, copy throttle 1800 ms, dropdown 50 ms, drawer and footer widths, branding image sizes,
  cron preview 5, dashboard top 10) are checked by the @ui features of the shell and domain issues.

  Rule: HTTP client (shell §7, §9)

    Background:
      Given a client signed in as "admin"

    @shell.7
    @shell.7.timeout @shell.9.timers.http-timeout @shell.8.other-error
    Scenario: a request still unanswered after 60 seconds is given up
      Given the server will take 10 minutes to answer GET "/api/v1/users/profile/"
      When the console requests GET "/api/v1/users/profile/" and the clock moves on 59.9 seconds
      Then the request is still waiting
      When the clock moves on 0.1 seconds
      Then the request failed with a time-out
      And the console shows the error toast "Request failed, please try again later" for 5 seconds

    @shell.7
    @shell.7.session-timer @shell.9.timers.session-check
    Scenario: the session check runs 30 seconds after the last answer, and the profile answer does not count
      Given the console's session check is watched
      When the console requests GET "/api/v1/settings/public/"
      And the clock moves on 29 seconds
      And the console requests GET "/api/v1/orgs/orgs/current/"
      And the clock moves on 29 seconds
      Then the session check has not run
      When the console requests GET "/api/v1/users/profile/"
      And the clock moves on 1 seconds
      Then the session check has run once

    @shell.9.org-ids.default
    Scenario: without the extension the Default organisation id ends in 2
      Given the licensed extension is off
      When the console requests GET "/api/v1/orgs/orgs/current/"
      Then the request carried the organisation "00000000-0000-0000-0000-000000000002"

  Rule: tables and pages (shell §9, domain §9)

    @shell.9.table-page-sizes @shell.9.generic-table-sizes @shell.9.import-limits.page-size @domain.9.table-page-sizes
    Scenario Outline: a <kind> table offers <sizes>, starts at <default> and shows <buttons> page buttons
      Then a "<kind>" table offers the page sizes "<sizes>" and starts at <default> with <buttons> page buttons
      And a "<kind>" table told to remember <remembered> starts at <after>

      Examples:
        | kind    | sizes              | default | buttons | remembered | after |
        | auto    | 15, 30, 50, 100    | 15      | 5       | 100        | 100   |
        | auto    | 15, 30, 50, 100    | 15      | 5       | 20         | 15    |
        | generic | 10, 20, 30, 40, 50 | 10      | 5       | 40         | 40    |
        | generic | 10, 20, 30, 40, 50 | 10      | 5       | 15         | 10    |
        | import  | 10                 | 10      | 5       | 50         | 10    |

    @shell.9.generic-table-sizes
    Scenario: a generic table without pagination asks for 999 rows
      Then a "generic" table without pagination asks for 999 rows

    @shell.2.detail-page.title
    Scenario Outline: a detail title of <length> characters is shown as <shown> characters <ellipsis>
      Then a detail title of <length> characters is shown as <shown> characters <ellipsis>

      Examples:
        | length | shown | ellipsis            |
        | 80     | 80    | without an ellipsis |
        | 81     | 80    | with an ellipsis    |
        | 200    | 80    | with an ellipsis    |

  Rule: import files (shell §5, §9; domain §5, §9): two figures, both as written

    @shell.5.import-file-type @shell.5.import-size-check @shell.9.import-limits.size-check
    Scenario Outline: a <size> MB <name> file is <verdict>
      Then an import file "<name>" of <size> MB is <verdict>

      Examples:
        | name      | size  | verdict                 |
        | users.csv | 29.9  | accepted                |
        | users.csv | 30    | refused as too large    |
        | users.xlsx| 12    | accepted                |
        | users.xls | 1     | refused as the wrong type |
        | users.txt | 1     | refused as the wrong type |

    @shell.5.import-size-help @shell.9.import-limits.size-help @domain.5.import-limit @domain.9.import-limit
    Scenario: the help text under the upload box says 10 MB
      Then the import help text says "The file must be smaller than 10 MB"

    @shell.9.import-limits.column-width
    Scenario Outline: an import column titled with <chars> characters is <width> px wide
      Then an import column titled with <chars> characters is <width> px wide

      Examples: 10 px per character, within 100–180 px
        | chars | width |
        | 3     | 100   |
        | 10    | 100   |
        | 14    | 140   |
        | 18    | 180   |
        | 40    | 180   |

  Rule: dates, durations and banners (shell §5, §8, §9; domain §9)

    @shell.9.date-shortcuts.ranges @domain.9.date-ranges
    Scenario Outline: the shortcut <shortcut> looks back <hours> hours
      Then the date shortcut "<shortcut>" starts <hours> hours before now

      Examples:
        | shortcut      | hours |
        | last 24 hours | 24    |
        | week          | 168   |
        | month         | 720   |
        | 3 months      | 2160  |

    @shell.9.date-shortcuts.default-times
    Scenario: a picked day runs from 00:00:01 to 23:59:59
      Then a picked day runs from "00:00:01" to "23:59:59"

    @shell.5.date-fallback @shell.2.date-range-query
    Scenario: a date range with bad input falls back to the whole days from 5 days ago until 1 day ahead
      Then the date range from the query "date_start=yesterday&date_end=" runs from 5 days ago at "00:00:01" to 1 day ahead at "23:59:59"

    # Shell §9 names the formats short, medium (24 h) and long without their patterns: short is the
    # day, medium the day and a 24-hour time (the lists), long the weekday and month in words (the
    # site messages' full date). Each is checked at its exact text, in English, for one local time.
    @shell.9.date-formats
    Scenario Outline: the <style> date format shows 2026-11-22 at 23:05:09 local time as "<shown>"
      Then the local time "2026-11-22 23:05:09" in the <style> date format reads "<shown>"

      Examples:
        | style  | shown                                 |
        | short  | 2026-11-22                            |
        | medium | 2026-11-22 23:05:09                   |
        | long   | Sunday, November 22nd, 2026 23:05:09  |

    @shell.9.durations
    Scenario Outline: a duration of <seconds> seconds is shown as "<shown>"
      Then a duration of <seconds> seconds is shown as "<shown>"

      Examples: days, hours, minutes or seconds with one decimal
        | seconds | shown  |
        | 42      | 42.0 s |
        | 150     | 2.5 m  |
        | 5400    | 1.5 h  |
        | 86400   | 1.0 d  |
        | 302400  | 3.5 d  |

    @shell.9.site-messages.dates
    Scenario Outline: a site message <age> days old is shown <how>
      Then a site message <age> days old is shown <how>

      Examples:
        | age | how      |
        | 6.9 | relative |
        | 7.1 | absolute |

    @shell.9.warnings.licence @shell.8.licence-banners @domain.9.warnings.licence @domain.8.licence-banners.expiry-soon @domain.8.licence-banners.expired
    Scenario Outline: with <days> days of licence left the banner says "<banner>"
      Then with <days> days of licence left the licence banner says "<banner>"

      Examples: warning under 7 days
        | days | banner                      |
        | 8    | nothing                     |
        | 7    | nothing                     |
        | 6    | License will expire at      |
        | 1    | License will expire at      |
        | -1   | License expired             |

    @shell.9.warnings.password @shell.8.password-banners @domain.9.warnings.password @domain.8.password-banners.expires-in @domain.8.password-banners.expired
    Scenario Outline: a local user with <days> days of password left sees "<banner>"
      Then a local user with <days> days of password left sees the password banner "<banner>"

      Examples: warning at 5 days or fewer
        | days | banner                                                                                   |
        | 6    | nothing                                                                                  |
        | 5    | The password will expire in 5 days. Please change your password as soon as possible.     |
        | 1    | The password will expire in 1 days. Please change your password as soon as possible.     |
        | 0    | Password expired                                                                         |

  Rule: small limits (shell §4, §9; domain §9)

    @domain.9.mobile
    Scenario Outline: a window <width> px wide is <device>
      Then a window <width> px wide is a "<device>"

      Examples:
        | width | device  |
        | 991   | mobile  |
        | 992   | desktop |

    @shell.9.query-separators
    Scenario Outline: filters with "<value>" survive the URL query with ~ and ,
      When the filter "<key>" is "<value>" and the list URL is built
      Then the query holds "<encoded>"
      And reading the URL back gives the filter "<key>" as "<value>"

      Examples:
        | key      | value             | encoded                    |
        | name     | web 01            | name~web%2001              |
        | comment  | a~b,c & d         | comment~a%7Eb%2Cc%20%26%20d |

    @shell.9.languages
    Scenario Outline: the language "<cookie>" in the cookie with a "<browser>" browser gives <language>
      Then the language cookie "<cookie>" with the browser language "<browser>" gives "<language>"

      Examples: zh, en, ja; English as the fallback
        | cookie | browser | language |
        | zh     | en-US   | zh       |
        | ja     | en-US   | ja       |
        |        | ja-JP   | ja       |
        |        | fr-FR   | en       |
        | de     | zh-CN   | zh       |

    @shell.5.otp-length @shell.9.otp-length @domain.5.otp-length
    Scenario: an OTP code must be exactly 6 characters
      Then the OTP codes "123456" are accepted and "12345, 1234567, " are refused with "MFA Error, please check"
