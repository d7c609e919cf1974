@ui @domain.3.settings-groups
Feature: The groups of settings
  Domain §3: the settings groups are LDAP, OAuth2, SAML2, CAS, OIDC, email (SMTP), SMS, security,
  terminal, licence and branding images. Each is a form of the settings pages (domain §2 settings),
  named after its group, with its fields under their labels; where the mock holds a value for the
  group (mock-server/handlers/settings.ts: the LDAP server, the SMTP host, the password minimum
  length), the field shows it. Labels are the server's own (its settings serializers' words, as a real v2.26.1 answers OPTIONS); the OAuth2 and
  OIDC forms come in sections, the first of which is "Client".

  # One sign-in, one load: the first page is loaded, the others followed inside the console; every
  # row that fails is named.
  Scenario: each group's settings show the value the server holds
    Given "admin" has signed in
    Then each settings page below has its field in its section:
      | group    | path                             | section  | label                   | value                       |
      | LDAP     | /ui/settings/auth?activeTab=LDAP | LDAP     | LDAP server             | ldap://ldap.example.com:389 |
      | email    | /ui/settings/email               | SMTP     | SMTP host               | smtp.example.com            |
      | security | /ui/settings/security            | Security | Password minimum length | 6                           |

  Scenario: each group's settings are a form of their own with its field
    Given "admin" has signed in
    Then each settings page below has its field in its section:
      | group           | path                               | section           | label                       |
      | OAuth2          | /ui/settings/auth?activeTab=OAUTH2 | Client            | Service provider            |
      | SAML2           | /ui/settings/auth?activeTab=SAML2  | SAML2             | IDP metadata URL            |
      | CAS             | /ui/settings/auth?activeTab=CAS    | CAS               | Server url                  |
      | OIDC            | /ui/settings/auth?activeTab=OIDC   | Client            | Client Id                   |
      | SMS             | /ui/settings/sms                   | SMS               | SMS provider / Protocol     |
      | terminal        | /ui/settings/terminal?activeTab=Basic | Terminal settings | List sort by                |
      | branding images | /ui/settings/interface             | Interface         | Logo                        |

  Scenario: the licence settings show the licence detail
    Given the licence detail has corporation "Acme Widgets Ltd"
    And "admin" has signed in
    When they open "/ui/settings/license"
    Then the "Licence detail" region lists "Corporation" as "Acme Widgets Ltd"
