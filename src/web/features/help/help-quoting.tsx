import { FileText, Ruler, Send, Sparkles, Tags } from "lucide-react";
import { paths } from "../../config/paths";
import { type HelpSection, Steps, Tip, To } from "./help-parts";

/** Quoting a job and winning it. */
export const quotingHelp: HelpSection[] = [
  {
    id: "quoting",
    title: "Quoting",
    topics: [
      {
        id: "quote-with-assistant",
        title: "Create a quote with the assistant",
        summary: "Describe the job; get a materials list, a work plan and a price.",
        icon: Sparkles,
        body: (
          <>
            <p>
              The AI Quote Generator turns a description of the job into a first draft: the
              materials you'll need, a plan of the work, the assumptions it made and how many days
              it should take.
            </p>
            <Steps>
              <li>
                On the <To to={paths.dashboard}>Dashboard</To>, choose{" "}
                <strong>AI Quote Generator</strong> (or <strong>AI Quote</strong> on the{" "}
                <To to={paths.quotes}>Quotes</To> page).
              </li>
              <li>
                Name the project and describe the job in your own words, for example "Replaster a 4
                m by 3 m bedroom ceiling, take the old Artex off first". You can type, or press{" "}
                <strong>Start Voice Input</strong> and talk.
              </li>
              <li>
                The assistant asks a few questions: room sizes, materials, anything unusual about
                the job, when it needs doing and any brands you prefer. Answer what you know; "not
                sure" is a fine answer.
              </li>
              <li>
                Press <strong>Generate Quote</strong>. Check the materials list and change
                quantities or prices, add measurements and any materials it missed.
              </li>
              <li>
                Set your day rate and the days required, tick <strong>Include VAT (20%)</strong> if
                you are VAT registered, then press <strong>Create Quote</strong>. It is saved as a
                draft until you send it.
              </li>
            </Steps>
            <Tip>
              the assistant's list is a starting point, not a survey. Check the quantities against
              your own measurements before the quote goes out.
            </Tip>
          </>
        ),
      },
      {
        id: "quote-by-hand",
        title: "Create a quote by hand",
        summary: "Build a quote line by line when you already know the job.",
        icon: FileText,
        body: (
          <>
            <p>
              When you know exactly what a job needs, build the quote yourself with{" "}
              <To to={paths.newQuote}>Create Quote Manually</To>.
            </p>
            <Steps>
              <li>Give the project a name your customer will recognise.</li>
              <li>
                Pick the customer, or press <strong>New</strong> to add them without leaving the
                quote.
              </li>
              <li>
                Write the job description: this is what your customer reads, so say what is included
                and what isn't.
              </li>
              <li>Add room measurements (see below) if they help explain the price.</li>
              <li>
                Choose a merchant and search their products, or add your own line with a name,
                quantity, unit and price.
              </li>
              <li>
                Enter the labour (days and day rate) and your margin, choose whether to add VAT, and
                press <strong>Create Quote</strong>.
              </li>
            </Steps>
            <p>
              The totals (materials, labour, VAT, total and your profit) update as you type, and
              every quote you make is listed on the <To to={paths.quotes}>Quotes</To> page.
            </p>
          </>
        ),
      },
      {
        id: "measurements",
        title: "Add measurements",
        summary: "Record room sizes on the quote, by hand or with your phone's camera.",
        icon: Ruler,
        body: (
          <>
            <p>
              Measurements are kept with the quote, so you and your customer can see what the price
              was based on. The first four show on the quote card.
            </p>
            <Steps>
              <li>
                In the quote builder or the assistant, open <strong>Room Measurements</strong> (
                <strong>Add Measurements</strong>).
              </li>
              <li>
                Enter a label ("Kitchen, back wall"), the value and the unit, then press{" "}
                <strong>Add Manual Measurement</strong>.
              </li>
              <li>
                On a phone that supports augmented reality, <strong>Launch AR Measurement</strong>{" "}
                measures with the camera. Other devices show <strong>AR Not Available</strong>; type
                the figures in instead.
              </li>
              <li>
                Press <strong>Save All Measurements</strong> to add them to the quote.
              </li>
            </Steps>
            <Tip>label each measurement by room and surface so nobody has to guess later.</Tip>
          </>
        ),
      },
      {
        id: "trade-prices",
        title: "Price materials with your trade discounts",
        summary: "See merchant prices with your own discount already taken off.",
        icon: Tags,
        body: (
          <>
            <p>
              Sole prices materials from the merchants' catalogues and takes off the discount you
              get on your trade account, so your quotes use what you really pay.
            </p>
            <Steps>
              <li>
                In <To to={paths.settings}>Settings</To>, open <strong>Merchant Terms</strong> and
                enter your discount with each merchant (0 to 100%) and your preferred branch. Press{" "}
                <strong>Save Changes</strong>.
              </li>
              <li>
                Search the catalogue on <To to={paths.productSearch}>Product Search</To> or in the{" "}
                <To to={paths.materials}>Materials</To> page. Each product shows the list price,
                your net price and the discount applied.
              </li>
              <li>
                Press <strong>Add to Quote</strong>, pick the quote and the quantity. In the quote
                builder you can search and add products directly.
              </li>
            </Steps>
            <Tip>when a merchant changes your terms, update them in Settings straight away.</Tip>
          </>
        ),
      },
    ],
  },
  {
    id: "winning-the-work",
    title: "Winning the work",
    topics: [
      {
        id: "send-quote",
        title: "Send a quote and get it accepted online",
        summary: "Email the quote as a PDF with a link your customer can accept.",
        icon: Send,
        body: (
          <>
            <Steps>
              <li>
                Open the quote from the <To to={paths.quotes}>Quotes</To> page and press{" "}
                <strong>Send to Customer</strong>.
              </li>
              <li>
                Check the email address, add a short message, and keep the PDF and the online
                acceptance link ticked.
              </li>
              <li>
                Your customer gets an email with the quote attached and a link. On that page they
                can read the quote and accept it by typing their name, or decline it and tell you
                why.
              </li>
              <li>
                The quote moves to <strong>Sent</strong> when you send it, then to{" "}
                <strong>Accepted</strong> or <strong>Rejected</strong> when the customer answers:
                you don't have to update it yourself.
              </li>
            </Steps>
            <p>
              Standard terms are printed on every quote: valid for 30 days, a 50% deposit before
              work starts and the balance on completion. Change the validity in{" "}
              <To to={paths.settings}>Settings</To>.
            </p>
          </>
        ),
      },
      {
        id: "track-quotes",
        title: "Track your quotes",
        summary: "Draft, sent, accepted or rejected: see where every quote stands.",
        icon: FileText,
        body: (
          <>
            <p>Every quote has one of four statuses:</p>
            <ul className="ml-5 grid list-disc gap-1">
              <li>
                <strong>Draft</strong>: saved, not sent yet.
              </li>
              <li>
                <strong>Sent</strong>: with the customer, waiting for an answer.
              </li>
              <li>
                <strong>Accepted</strong>: the customer said yes. Time to schedule the job.
              </li>
              <li>
                <strong>Rejected</strong>: the customer declined it.
              </li>
            </ul>
            <p>
              On the <To to={paths.quotes}>Quotes</To> page, search by name and use the tabs (All
              Quotes, Drafts, Sent, Accepted, Rejected) to filter. With one status picked, quotes
              sit in columns; if a customer says yes on the phone, drag the card to the Accepted
              column. The <To to={paths.dashboard}>Dashboard</To> counts your active and accepted
              quotes.
            </p>
          </>
        ),
      },
    ],
  },
];
